import { formatCompact, formatNumber } from '../format/formatNumber';
import { vars } from '../theme/theme.css';

export const chartColors = [
  'teal',
  'blue',
  'purple',
  'amber',
  'green',
  'red',
  'cyan',
  'grey',
] as const;
export type ChartColor = (typeof chartColors)[number];

/** CSS colours of the chart palette (theme variables work in Victory's inline styles). */
export const chartColor: Record<ChartColor, string> = {
  teal: vars.color.chart1,
  blue: vars.color.chart2,
  purple: vars.color.chart3,
  amber: vars.color.chart4,
  green: vars.color.chart5,
  red: vars.color.chart6,
  cyan: vars.color.chart7,
  grey: vars.color.chart8,
};

/** The palette in order, for series or slices without a colour of their own. */
export const chartPalette = chartColors.map((name) => chartColor[name]);

const tickLabels = {
  fontFamily: vars.font.body,
  fontSize: 11,
  fill: vars.color.textMuted,
  padding: 8,
};

/** Axis styles shared by the cartesian charts. */
export const axisStyle = {
  independent: {
    axis: { stroke: vars.color.border, strokeWidth: 1 },
    ticks: { stroke: 'transparent' },
    tickLabels,
    grid: { stroke: 'transparent' },
  },
  dependent: {
    axis: { stroke: 'transparent' },
    ticks: { stroke: 'transparent' },
    tickLabels,
    grid: { stroke: vars.color.border, strokeDasharray: '3 4', strokeWidth: 1 },
  },
};

export const tooltipStyle = {
  fontFamily: vars.font.body,
  fontSize: 12,
  fontWeight: 600,
  fill: vars.color.textInverse,
};

export const tooltipFlyoutStyle = {
  fill: vars.color.text,
  stroke: 'transparent',
  filter: 'drop-shadow(0 4px 8px rgba(0,0,0,0.15))',
};

export const defaultFormat = formatNumber;

/** Short tick labels: 1200 → 1.2k, 3400000 → 3.4M. */
export const compactFormat = formatCompact;
