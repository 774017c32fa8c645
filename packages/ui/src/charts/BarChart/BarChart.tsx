import type { ReactNode } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryTooltip } from 'victory';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import {
  axisStyle,
  type ChartColor,
  chartColor,
  compactFormat,
  defaultFormat,
  tooltipFlyoutStyle,
  tooltipStyle,
} from '../chartTheme';

export interface BarDatum {
  x: string;
  y: number;
  /** A colour for this bar alone (e.g. per status). */
  color?: ChartColor;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  label: string;
  height?: number;
  color?: ChartColor;
  /** Bars grow to the right, categories down the side (long names, rankings). */
  horizontal?: boolean;
  formatValue?: (value: number) => string;
  formatAxis?: (value: number) => string;
  formatX?: (x: string) => string;
  emptyMessage?: ReactNode;
}

/** Values per category as bars, with hover tooltips. */
export function BarChart({
  data,
  label,
  height = 300,
  color = 'teal',
  horizontal = false,
  formatValue = defaultFormat,
  formatAxis = compactFormat,
  formatX = (x) => x,
  emptyMessage = 'No data available for the selected period',
}: BarChartProps) {
  const inOrder = data.map((d) => ({ x: d.x, y: d.y, fill: chartColor[d.color ?? color] }));
  // Victory draws horizontal bars bottom-up; a ranking reads top-down.
  const bars = horizontal ? [...inOrder].reverse() : inOrder;
  const longest = Math.max(0, ...bars.map((b) => formatX(b.x).length));
  const left = horizontal ? Math.min(160, 16 + longest * 6.5) : 52;
  // Thin out the category labels so they never run into each other: at most 8, fewer on a
  // narrow chart (about 6.5 px per character at the axis' 11 px type, plus a gap).
  const everyFor = (width: number) => {
    if (horizontal) return 1;
    const fits = Math.max(1, Math.floor((width - left - 16) / (longest * 6.5 + 12)));
    return Math.max(1, Math.ceil(bars.length / Math.min(8, fits)));
  };
  return (
    <ChartFrame
      label={label}
      height={height}
      isEmpty={data.length === 0}
      emptyMessage={emptyMessage}
    >
      {(width) => {
        const slots = Math.max(bars.length, 1);
        const every = everyFor(width);
        const room = horizontal ? height - 56 : width - left - 16;
        const barWidth = Math.max(6, Math.min(36, (room / slots) * 0.6));
        return (
          <VictoryChart
            width={width}
            height={height}
            horizontal={horizontal}
            containerComponent={<VictoryContainer title={label} />}
            padding={{ top: 16, right: horizontal ? 24 : 16, bottom: 40, left }}
            domainPadding={{ x: Math.max(barWidth, (room / slots) * 0.5), y: [0, 12] }}
          >
            <VictoryAxis
              style={axisStyle.independent}
              tickFormat={(tick: string, index: number) =>
                index % every === 0 ? formatX(tick) : ''
              }
            />
            <VictoryAxis
              dependentAxis
              style={axisStyle.dependent}
              tickFormat={(t: number) => formatAxis(t)}
            />
            <VictoryBar
              data={bars}
              barWidth={barWidth}
              cornerRadius={{ top: Math.min(4, barWidth / 3) }}
              style={{ data: { fill: ({ datum }) => datum.fill } }}
              labels={({ datum }) => `${datum.x}: ${formatValue(datum.y)}`}
              labelComponent={
                <VictoryTooltip
                  style={tooltipStyle}
                  flyoutStyle={tooltipFlyoutStyle}
                  cornerRadius={6}
                  pointerLength={6}
                  flyoutPadding={{ top: 6, bottom: 6, left: 10, right: 10 }}
                />
              }
            />
          </VictoryChart>
        );
      }}
    </ChartFrame>
  );
}
