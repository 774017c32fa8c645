import { formatCurrency, formatDuration, PRICE_TYPE_LABELS } from '@laundry/domain';
import { Card, DataTable, EmptyState, Spinner, StatCard } from '@laundry/ui';
import { BarChart } from '@laundry/ui/charts';
import { BarChart3 } from 'lucide-react';
import { QueryFailure } from '../../app/QueryState';
import { serviceMessages } from './messages';
import { useServiceOverview } from './queries';
import * as styles from './services.css';

/** The Analytics tab (spec part 2 §2.8): overview and the 10 most popular services. */
export default function ServiceAnalyticsTab() {
  const overview = useServiceOverview();
  if (overview.isPending) return <Spinner label="Loading analytics..." />;
  if (overview.isError) {
    return <QueryFailure query={overview} fallback={serviceMessages.analyticsFailed} />;
  }
  const data = overview.data;
  return (
    <div className={styles.tabBody}>
      <section className={styles.figures} aria-label="Service overview">
        <StatCard label="Total Services" value={data.totalServices} tone="primary" />
        <StatCard label="Active Services" value={data.activeServices} tone="green" />
        <StatCard label="Average Price" value={formatCurrency(data.averagePrice)} tone="blue" />
        <StatCard label="Average Time" value={formatDuration(data.averageTime)} tone="amber" />
      </section>
      <Card title="Price Types" headingLevel={2}>
        {data.priceTypeBreakdown.length === 0 ? (
          <EmptyState title={serviceMessages.noneAvailable} />
        ) : (
          <div className={styles.priceGrid}>
            {data.priceTypeBreakdown.map((row) => (
              <div key={row.priceType} className={styles.priceCell}>
                <strong>{PRICE_TYPE_LABELS[row.priceType]}</strong>
                <span>
                  {row.count} {row.count === 1 ? 'service' : 'services'}
                </span>
                <span className={styles.muted}>Average {formatCurrency(row.averagePrice)}</span>
              </div>
            ))}
          </div>
        )}
      </Card>
      <Card title="Popular Services" description="Top 10 by number of orders" headingLevel={2}>
        {data.popularServices.length === 0 ? (
          <EmptyState icon={<BarChart3 />} title={serviceMessages.noUsage} />
        ) : (
          <div className={styles.tabBody}>
            <BarChart
              label="Orders per service"
              data={data.popularServices.map((row) => ({ x: row.serviceName, y: row.orderCount }))}
              formatValue={(value) => `${value} orders`}
            />
            <DataTable
              caption="Popular services"
              rows={data.popularServices}
              getRowId={(row) => row._id}
              columns={[
                {
                  key: 'serviceName',
                  header: 'Service',
                  cell: (row) => row.serviceName,
                  pin: 'start',
                },
                {
                  key: 'orderCount',
                  header: 'Orders',
                  cell: (row) => row.orderCount,
                  align: 'end',
                },
                {
                  key: 'totalQuantity',
                  header: 'Quantity',
                  cell: (row) => row.totalQuantity,
                  align: 'end',
                  priority: 2,
                },
                {
                  key: 'totalRevenue',
                  header: 'Revenue',
                  cell: (row) => formatCurrency(row.totalRevenue),
                  align: 'end',
                },
              ]}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
