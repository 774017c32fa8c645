import {
  averagePerOrder,
  formatCount,
  formatCurrency,
  type ServiceReport as ServiceReportData,
  type ServiceRow,
  serviceCategoryLabel,
  sumRupees,
} from '@laundry/domain';
import { Card, DataTable, StatCard } from '@laundry/ui';
import { Banknote, Package, ReceiptText } from 'lucide-react';
import { chartName } from './format';
import { BarChart, PieChart } from './lazyCharts';
import { reportMessages } from './messages';
import { TWO_DECIMALS } from './money';
import { type ServiceQuery, useServiceReport } from './queries';
import { ReportFrame } from './ReportFrame';
import * as styles from './reports.css';
import { rangeQuery, useAppliedFilters } from './useAppliedFilters';

/** Spec part 2 §9: the chart shows the top 10, names cut to 20; six service cards; height 300. */
const CHART_ROWS = 10;
const NAME_LENGTH = 20;
const SERVICE_CARDS = 6;
const CHART_HEIGHT = 300;

/** The Services tab (spec part 2 §2.11): cards, top services, revenue by category, table. */
export function ServiceReport() {
  const filters = useAppliedFilters();
  const query: ServiceQuery = rangeQuery(filters.applied);
  const report = useServiceReport(query);
  return (
    <ReportFrame
      kind="services"
      report={report}
      filters={filters}
      exportQuery={query}
      failedMessage={reportMessages.servicesFailed}
      rowsOf={(data) => data.serviceData}
      cardCount={3}
    >
      {(data) => <ServiceBody rows={data.serviceData} summary={data.summary} />}
    </ReportFrame>
  );
}

/** Revenue per category, in the order the categories first appear. */
function revenueByCategory(rows: readonly ServiceRow[]) {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const category = serviceCategoryLabel(row.serviceCategory) ?? reportMessages.unknown;
    totals.set(category, sumRupees([totals.get(category) ?? 0, row.totalRevenue]));
  }
  return [...totals].map(([x, y]) => ({ x, y }));
}

/**
 * Total Orders is the server's count of the range's distinct orders: an order with two services
 * is in both services' counts, so the rows' counts are not added up here (issue 39).
 */
function ServiceBody({
  rows,
  summary,
}: {
  rows: readonly ServiceRow[];
  summary: ServiceReportData['summary'];
}) {
  const ranked = rows.map((row, index) => ({ ...row, rank: index + 1 }));
  const byRevenue = [...rows].sort((a, b) => b.totalRevenue - a.totalRevenue).slice(0, CHART_ROWS);
  return (
    <>
      <section className={styles.cards} aria-label="Service summary">
        <StatCard
          label="Total Revenue"
          value={formatCurrency(sumRupees(rows.map((row) => row.totalRevenue)), TWO_DECIMALS)}
          hint="Lines sold, before discounts"
          icon={<Banknote />}
          tone="green"
        />
        <StatCard
          label="Total Items"
          value={formatCount(rows.reduce((total, row) => total + row.totalQuantity, 0))}
          icon={<Package />}
          tone="blue"
        />
        <StatCard
          label="Total Orders"
          value={formatCount(summary.totalOrders)}
          icon={<ReceiptText />}
          tone="purple"
        />
      </section>
      <div className={styles.charts}>
        <Card title="Top Services by Revenue" headingLevel={2}>
          <BarChart
            label="Revenue of the top services"
            // Sideways, so the service names (up to 20 characters) stay readable.
            horizontal
            data={byRevenue.map((row) => ({
              x: chartName(row.serviceName),
              y: row.totalRevenue,
            }))}
            maxLabelLength={NAME_LENGTH}
            formatValue={(value) => formatCurrency(value, TWO_DECIMALS)}
            height={CHART_HEIGHT}
            color="teal"
          />
        </Card>
        <Card title="Revenue by Category" headingLevel={2}>
          <PieChart
            label="Revenue by service category"
            data={revenueByCategory(rows)}
            formatValue={(value) => formatCurrency(value, TWO_DECIMALS)}
            height={CHART_HEIGHT}
            donut={false}
          />
        </Card>
      </div>
      <section className={styles.serviceCards} aria-label="Leading services">
        {ranked.slice(0, SERVICE_CARDS).map((row) => (
          <StatCard
            key={row.rank}
            label={row.serviceName || reportMessages.unknown}
            value={formatCurrency(row.totalRevenue, TWO_DECIMALS)}
            hint={`${formatCount(row.totalQuantity)} items · ${formatCount(row.orderCount)} orders`}
          />
        ))}
      </section>
      <Card title="Service Performance" headingLevel={2} padding="none">
        <DataTable
          caption="Services ranked by revenue"
          rows={ranked}
          getRowId={(row) => String(row.rank)}
          columns={[
            {
              key: 'rank',
              header: 'Rank',
              cell: (row) => `#${row.rank}`,
              minWidth: 64,
              priority: 3,
            },
            {
              key: 'name',
              header: 'Service Name',
              cell: (row) => row.serviceName || reportMessages.unknown,
              pin: 'start',
              truncate: true,
              maxWidth: 180,
            },
            {
              key: 'category',
              header: 'Category',
              cell: (row) =>
                serviceCategoryLabel(row.serviceCategory) ?? reportMessages.notAvailable,
              priority: 3,
            },
            {
              key: 'quantity',
              header: 'Total Quantity',
              cell: (row) => formatCount(row.totalQuantity),
              align: 'end',
              priority: 2,
            },
            {
              key: 'revenue',
              header: 'Total Revenue',
              cell: (row) => formatCurrency(row.totalRevenue, TWO_DECIMALS),
              align: 'end',
            },
            {
              key: 'orders',
              header: 'Order Count',
              cell: (row) => formatCount(row.orderCount),
              align: 'end',
              priority: 2,
            },
            {
              key: 'average',
              header: 'Avg Revenue/Order',
              cell: (row) =>
                formatCurrency(averagePerOrder(row.totalRevenue, row.orderCount), TWO_DECIMALS),
              align: 'end',
              priority: 3,
            },
          ]}
        />
      </Card>
    </>
  );
}
