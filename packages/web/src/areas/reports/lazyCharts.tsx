import { Skeleton } from '@laundry/ui';
import type { BarChartProps, LineChartProps, PieChartProps } from '@laundry/ui/charts';
import { lazy, Suspense } from 'react';

// Victory is most of the charts' weight: the area's own chunk holds the page, the toolbar and the
// tables, and the charts arrive while the report loads (and stay out of the area's budget).
const charts = () => import('@laundry/ui/charts');
const LazyLine = lazy(async () => ({ default: (await charts()).LineChart }));
const LazyBar = lazy(async () => ({ default: (await charts()).BarChart }));
const LazyPie = lazy(async () => ({ default: (await charts()).PieChart }));

/** A chart-sized placeholder while the charts' code arrives. */
const placeholder = (height = 300) => <Skeleton height={height} />;

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LazyLine {...props} />
    </Suspense>
  );
}

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LazyBar {...props} />
    </Suspense>
  );
}

export function PieChart(props: PieChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LazyPie {...props} />
    </Suspense>
  );
}
