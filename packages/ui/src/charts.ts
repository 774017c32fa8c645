// Charts live in their own entry (`@laundry/ui/charts`) so pages without charts never load victory.
export { BarChart, type BarChartProps, type BarDatum } from './charts/BarChart/BarChart';
export { type ChartColor, chartColors } from './charts/chartTheme';
export { type ChartPoint, LineChart, type LineChartProps } from './charts/LineChart/LineChart';
export { PieChart, type PieChartProps, type PieDatum } from './charts/PieChart/PieChart';
