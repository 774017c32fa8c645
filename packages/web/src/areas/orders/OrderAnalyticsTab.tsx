import {
  formatCount,
  formatCurrency,
  formatDay,
  formatSignedPercent,
  orderAnalyticsQuerySchema,
  orderMessages,
  orderStatusLabel,
  orderStatusTone,
} from '@laundry/domain';
import {
  Badge,
  Card,
  DateInput,
  EmptyState,
  ListSkeleton,
  StatCard,
  VisuallyHidden,
} from '@laundry/ui';
import { CheckCircle2, CircleDollarSign, ReceiptText, TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { QueryFailure } from '../../app/QueryState';
import {
  analyticsDays,
  analyticsRates,
  dailyPerformance,
  defaultAnalyticsRange,
} from './OrderAnalyticsTabFigures';
import * as styles from './orders.css';
import { useOrderAnalytics } from './queries';

const LineChart = lazy(() =>
  import('@laundry/ui/charts').then((charts) => ({ default: charts.LineChart })),
);

const count = formatCount;

/** The date range, kept in the address; a bad or reversed pair falls back to the last 30 days. */
function useAnalyticsRange() {
  const [params, setParams] = useSearchParams();
  const timeZone = useBusinessTimeZone();
  const fallback = defaultAnalyticsRange(timeZone);
  const asked = {
    startDate: params.get('startDate') ?? fallback.startDate,
    endDate: params.get('endDate') ?? fallback.endDate,
  };
  const parsed = orderAnalyticsQuerySchema.safeParse(asked);
  const range = parsed.success ? asked : fallback;
  const set = (change: Partial<typeof range>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return [range, set] as const;
}

/** The Analytics tab of /orders (spec part 2 §2.1). */
export default function OrderAnalyticsTab() {
  const [range, setRange] = useAnalyticsRange();
  const analytics = useOrderAnalytics(range);
  const data = analytics.data;
  const days = data ? analyticsDays(data) : [];
  const rates = data ? analyticsRates(data, days) : null;
  const loading = analytics.isPending;

  return (
    <div className={styles.tabBody}>
      <div className={styles.rangeFields}>
        <DateInput
          label="Start date"
          value={range.startDate}
          max={range.endDate}
          onValueChange={(value) => setRange({ startDate: value })}
        />
        <DateInput
          label="End date"
          value={range.endDate}
          min={range.startDate}
          onValueChange={(value) => setRange({ endDate: value })}
        />
      </div>

      {analytics.isError ? (
        <QueryFailure query={analytics} fallback={orderMessages.analyticsFailed} />
      ) : null}

      <section className={styles.stats} aria-label="Analytics overview">
        <StatCard
          label="Total Orders"
          value={count(data?.overview.totalOrders ?? 0)}
          icon={<ReceiptText />}
          tone="primary"
          loading={loading}
        />
        <StatCard
          label="Total Revenue"
          value={formatCurrency(data?.overview.totalRevenue)}
          icon={<CircleDollarSign />}
          tone="green"
          loading={loading}
        />
        <StatCard
          label="Avg. Order Value"
          value={formatCurrency(data?.overview.averageOrderValue)}
          icon={<TrendingUp />}
          tone="purple"
          loading={loading}
        />
        <StatCard
          label="Paid Orders"
          value={count(data?.overview.paidOrders ?? 0)}
          icon={<CheckCircle2 />}
          tone="blue"
          loading={loading}
        />
      </section>

      {loading ? (
        <ListSkeleton view="table" label="Loading analytics" />
      ) : data && data.overview.totalOrders === 0 && days.length === 0 ? (
        <Card padding="lg">
          <EmptyState
            icon={<ReceiptText aria-hidden size={28} />}
            title={orderMessages.analyticsEmpty}
          />
        </Card>
      ) : data && rates ? (
        <>
          <section className={styles.stats} aria-label="Rates">
            <StatCard
              label="Completion Rate"
              value={`${rates.completionRate}%`}
              hint="Paid orders of all orders"
              tone="green"
            />
            <StatCard
              label="Daily Average"
              value={formatCurrency(rates.dailyAverage)}
              hint="Revenue per active day"
              tone="blue"
            />
            <StatCard
              label="Revenue Growth"
              value={formatSignedPercent(rates.revenueGrowth)}
              hint="Last day against the day before"
              tone={rates.revenueGrowth !== null && rates.revenueGrowth < 0 ? 'red' : 'primary'}
            />
          </section>

          <div className={styles.analyticsGrid}>
            <Card title="Orders by Status" headingLevel={2}>
              <ul className={styles.statusList}>
                {data.ordersByStatus.map((entry) => (
                  <li key={entry._id} className={styles.statusRow}>
                    <Badge tone={orderStatusTone(entry._id)}>{orderStatusLabel(entry._id)}</Badge>
                    <span className={styles.statusFigures}>
                      <strong>{count(entry.count)}</strong>
                      <span>{formatCurrency(entry.totalAmount)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Card>

            <Card title="Daily Performance" headingLevel={2} padding="none">
              <div className={styles.tableScroll}>
                <table className={styles.dailyTable}>
                  <caption>
                    <VisuallyHidden>
                      Daily performance, the last 10 days, newest first
                    </VisuallyHidden>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Orders</th>
                      <th scope="col">Revenue</th>
                      <th scope="col">Average</th>
                    </tr>
                  </thead>
                  <tbody>
                    {dailyPerformance(days).map((day) => (
                      <tr key={day.date}>
                        <th scope="row">{formatDay(day.date)}</th>
                        <td>{count(day.orders)}</td>
                        <td>{formatCurrency(day.revenue)}</td>
                        <td>{formatCurrency(day.average)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          </div>

          <Card title="Revenue per day" headingLevel={2}>
            <Suspense fallback={<ListSkeleton view="table" label="Loading chart" />}>
              <LineChart
                label="Revenue per day"
                data={days.map((day) => ({ x: day.date.slice(5), y: day.revenue }))}
                area
                formatValue={formatCurrency}
              />
            </Suspense>
          </Card>
        </>
      ) : null}
    </div>
  );
}
