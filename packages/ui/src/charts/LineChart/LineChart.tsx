import type { ReactNode } from 'react';
import {
  VictoryArea,
  VictoryAxis,
  VictoryChart,
  VictoryLine,
  VictoryScatter,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
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

export interface ChartPoint {
  /** The category or period label, e.g. '2026-05-01'. */
  x: string;
  y: number;
}

export interface LineChartProps {
  data: readonly ChartPoint[];
  /** Names the chart for screen readers, e.g. 'Revenue per day'. */
  label: string;
  /** 300 by default. */
  height?: number;
  color?: ChartColor;
  /** Fills the area under the line. */
  area?: boolean;
  /** Formats values in tooltips. */
  formatValue?: (value: number) => string;
  /** Formats the value axis; compact numbers (1.2k) by default. */
  formatAxis?: (value: number) => string;
  /** Formats the category labels on the x axis. */
  formatX?: (x: string) => string;
  emptyMessage?: ReactNode;
}

/** One series over ordered categories (periods), with hover tooltips. */
export function LineChart({
  data,
  label,
  height = 300,
  color = 'teal',
  area = true,
  formatValue = defaultFormat,
  formatAxis = compactFormat,
  formatX = (x) => x,
  emptyMessage = 'No data available for the selected period',
}: LineChartProps) {
  const stroke = chartColor[color];
  const points = data.map((d) => ({ x: d.x, y: d.y }));
  const longest = Math.max(0, ...points.map((p) => formatX(p.x).length));
  // Thin out the x labels so they never run into each other: at most 8, fewer on a narrow chart
  // (about 6.5 px per character at the axis' 11 px type, plus a gap).
  const everyFor = (width: number) => {
    const fits = Math.max(1, Math.floor((width - 68) / (longest * 6.5 + 12)));
    return Math.max(1, Math.ceil(points.length / Math.min(8, fits)));
  };
  return (
    <ChartFrame
      label={label}
      height={height}
      isEmpty={data.length === 0}
      emptyMessage={emptyMessage}
    >
      {(width) => {
        const every = everyFor(width);
        return (
          <VictoryChart
            width={width}
            height={height}
            padding={{ top: 16, right: 16, bottom: 40, left: 52 }}
            domainPadding={{ x: points.length > 1 ? 8 : 40, y: [0, 16] }}
            containerComponent={
              <VictoryVoronoiContainer
                title={label}
                voronoiDimension="x"
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
            }
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
            {area ? (
              <VictoryArea
                data={points}
                style={{ data: { fill: stroke, fillOpacity: 0.08, stroke: 'none' } }}
                interpolation="monotoneX"
              />
            ) : null}
            <VictoryLine
              data={points}
              interpolation="monotoneX"
              style={{ data: { stroke, strokeWidth: 2.5, strokeLinecap: 'round' } }}
            />
            <VictoryScatter
              data={points}
              size={({ active }) => (active ? 5 : points.length > 20 ? 0 : 3)}
              style={{ data: { fill: 'white', stroke, strokeWidth: 2 } }}
            />
          </VictoryChart>
        );
      }}
    </ChartFrame>
  );
}
