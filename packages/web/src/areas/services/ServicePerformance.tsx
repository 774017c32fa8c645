import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
  formatCurrency,
  type Service,
} from '@laundry/domain';
import { Card, Select, Spinner, StatCard } from '@laundry/ui';
import { lazy, Suspense, useState } from 'react';
import { QueryFailure } from '../../app/QueryState';
import { serviceMessages } from './messages';
import { useServiceAnalytics } from './queries';
import * as styles from './services.css';

// The chart library loads with the first trend shown, not with the area (byte budget).
const LineChart = lazy(() =>
  import('@laundry/ui/charts').then((charts) => ({ default: charts.LineChart })),
);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The service's orders and revenue over a chosen period, with its trend chart. */
export function ServicePerformance({ service }: { service: Service }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const analytics = useServiceAnalytics(service._id, period);
  return (
    <>
      <Card
        title="Performance Analytics"
        headingLevel={2}
        actions={
          <Select
            label="Period"
            hideLabel
            size="sm"
            value={period}
            onValueChange={(value) => setPeriod(value)}
            options={ANALYTICS_PERIODS.map((value) => ({
              value,
              label: ANALYTICS_PERIOD_LABELS[value],
            }))}
          />
        }
      >
        {analytics.isError ? (
          <QueryFailure query={analytics} fallback={serviceMessages.analyticsFailed} />
        ) : (
          <section className={styles.figures} aria-label="Performance">
            <StatCard
              label="Total Orders"
              value={analytics.data?.overview.totalOrders ?? 0}
              loading={analytics.isPending}
              tone="primary"
            />
            <StatCard
              label={service.priceType === 'per_kg' ? 'Total Weight (kg)' : 'Total Quantity'}
              value={analytics.data?.overview.totalQuantity ?? 0}
              loading={analytics.isPending}
              tone="blue"
            />
            <StatCard
              label="Order Value"
              value={formatCurrency(analytics.data?.overview.totalRevenue)}
              hint="Lines sold, before discounts"
              loading={analytics.isPending}
              tone="green"
            />
            <StatCard
              label="Avg. Order Value"
              value={formatCurrency(analytics.data?.overview.averageOrderValue)}
              loading={analytics.isPending}
              tone="amber"
            />
          </section>
        )}
      </Card>
      <Card title="Monthly Trend" description="Revenue over the last 6 months" headingLevel={2}>
        {analytics.isPending ? (
          <Spinner label="Loading trend..." />
        ) : analytics.data ? (
          <Suspense fallback={<Spinner label="Loading trend..." />}>
            <LineChart
              label="Revenue per month"
              area
              // Six months of nothing reads as "no usage", not as a flat line at zero.
              data={
                analytics.data.monthlyTrend.some((point) => point.orders > 0)
                  ? analytics.data.monthlyTrend.map((point) => ({
                      x: `${MONTHS[point._id.month - 1]} ${point._id.year}`,
                      y: point.revenue,
                    }))
                  : []
              }
              formatValue={(value) => formatCurrency(value)}
              emptyMessage={serviceMessages.noUsage}
            />
          </Suspense>
        ) : null}
      </Card>
    </>
  );
}
