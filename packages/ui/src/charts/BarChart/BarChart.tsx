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
  /**
   * The longest category label on the axis, in characters; a longer one is cut with '…' (the
   * bar's tooltip keeps the whole name). Labels are also cut to the room the axis has.
   */
  maxLabelLength?: number;
  emptyMessage?: ReactNode;
}

/** About how wide one character of the axis' 11 px type is. */
const CHAR_PX = 6.5;

/** A label cut to `max` characters with '…' when longer, so a cut never passes for a name. */
export function fitLabel(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '…';
  return `${text.slice(0, max - 1).trimEnd()}…`;
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
  maxLabelLength = Number.POSITIVE_INFINITY,
  emptyMessage = 'No data available for the selected period',
}: BarChartProps) {
  const inOrder = data.map((d) => ({ x: d.x, y: d.y, fill: chartColor[d.color ?? color] }));
  // Victory draws horizontal bars bottom-up; a ranking reads top-down.
  const bars = horizontal ? [...inOrder].reverse() : inOrder;
  const longest = Math.min(maxLabelLength, Math.max(0, ...bars.map((b) => formatX(b.x).length)));
  // A horizontal chart gives its names the room they need, up to 40% of its width.
  const leftFor = (width: number) =>
    horizontal ? Math.min(Math.max(60, width * 0.4), 16 + longest * CHAR_PX) : 52;
  // Thin out the category labels so they never run into each other: at most 8, fewer on a
  // narrow chart (plus a gap between labels).
  const everyFor = (width: number, left: number) => {
    if (horizontal) return 1;
    const fits = Math.max(1, Math.floor((width - left - 16) / (longest * CHAR_PX + 12)));
    return Math.max(1, Math.ceil(bars.length / Math.min(8, fits)));
  };
  // How many characters of a label fit: beside the bars (horizontal) or under its slot.
  const charsFor = (width: number, left: number, every: number) => {
    const room = horizontal
      ? left - 16
      : ((width - left - 16) / Math.max(bars.length, 1)) * every - 8;
    return Math.max(1, Math.min(maxLabelLength, Math.floor(room / CHAR_PX)));
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
        const left = leftFor(width);
        const every = everyFor(width, left);
        const chars = charsFor(width, left, every);
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
                index % every === 0 ? fitLabel(formatX(tick), chars) : ''
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
