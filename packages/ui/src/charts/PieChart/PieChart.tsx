import type { ReactNode } from 'react';
import { VictoryContainer, VictoryPie, VictoryTooltip } from 'victory';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import {
  type ChartColor,
  chartColor,
  chartPalette,
  defaultFormat,
  tooltipFlyoutStyle,
  tooltipStyle,
} from '../chartTheme';
import * as styles from './PieChart.css';

export interface PieDatum {
  x: string;
  y: number;
  color?: ChartColor;
}

export interface PieChartProps {
  data: readonly PieDatum[];
  label: string;
  /** The chart's diameter box; 300 by default. */
  height?: number;
  /** A ring rather than a full pie; true by default. */
  donut?: boolean;
  /** In the middle of the ring, e.g. the total. */
  centerValue?: ReactNode;
  centerLabel?: ReactNode;
  /** A list of the slices with values and shares beside the chart; true by default. */
  legend?: boolean;
  formatValue?: (value: number) => string;
  emptyMessage?: ReactNode;
}

/** Shares of a whole as slices, with a legend of values and percentages. */
export function PieChart({
  data,
  label,
  height = 300,
  donut = true,
  centerValue,
  centerLabel,
  legend = true,
  formatValue = defaultFormat,
  emptyMessage = 'No data available for the selected period',
}: PieChartProps) {
  const total = data.reduce((sum, d) => sum + d.y, 0);
  const slices = data.map((d, index) => ({
    x: d.x,
    y: d.y,
    fill: d.color ? chartColor[d.color] : (chartPalette[index % chartPalette.length] as string),
  }));
  const percent = (value: number) =>
    total > 0 ? `${((value / total) * 100).toFixed(1)}%` : '0.0%';
  return (
    <ChartFrame label={label} height={height} isEmpty={total <= 0} emptyMessage={emptyMessage}>
      {(width) => {
        const size = Math.max(160, Math.min(height, width));
        return (
          <div className={styles.layout}>
            <div className={styles.chart} style={{ width: size, height: size }}>
              <VictoryPie
                standalone
                containerComponent={<VictoryContainer title={label} />}
                width={size}
                height={size}
                padding={8}
                data={slices}
                innerRadius={donut ? size * 0.3 : 0}
                padAngle={slices.length > 1 ? 1.2 : 0}
                cornerRadius={donut ? 3 : 0}
                style={{
                  data: {
                    fill: ({ datum }) => datum.fill,
                    stroke: 'white',
                    strokeWidth: donut ? 0 : 1,
                  },
                }}
                labels={({ datum }) => `${datum.x}: ${formatValue(datum.y)} (${percent(datum.y)})`}
                labelComponent={
                  <VictoryTooltip
                    style={tooltipStyle}
                    flyoutStyle={tooltipFlyoutStyle}
                    cornerRadius={6}
                    pointerLength={0}
                    flyoutPadding={{ top: 6, bottom: 6, left: 10, right: 10 }}
                  />
                }
              />
              {donut && (centerValue !== undefined || centerLabel) ? (
                <div className={styles.center} aria-hidden="true">
                  {centerValue !== undefined ? (
                    <span className={styles.centerValue}>{centerValue}</span>
                  ) : null}
                  {centerLabel ? <span className={styles.centerLabel}>{centerLabel}</span> : null}
                </div>
              ) : null}
            </div>
            {legend ? (
              <ul className={styles.legend}>
                {slices.map((slice) => (
                  <li key={slice.x} className={styles.legendItem}>
                    <span
                      className={styles.swatch}
                      style={{ backgroundColor: slice.fill }}
                      aria-hidden="true"
                    />
                    <span className={styles.legendLabel}>{slice.x}</span>
                    <span className={styles.legendValue}>
                      {formatValue(slice.y)} · {percent(slice.y)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      }}
    </ChartFrame>
  );
}
