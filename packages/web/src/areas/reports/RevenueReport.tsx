import {
  formatCount,
  formatCurrency,
  formatPeriod,
  REPORT_GROUPING_LABELS,
  type ReportGrouping,
  type RevenueReport as RevenueReportData,
  reportGroupings,
} from '@laundry/domain';
import { Card, DataTable, StatCard } from '@laundry/ui';
import { Banknote, ReceiptText, TrendingUp } from 'lucide-react';
import { BarChart, LineChart } from './lazyCharts';
import { reportMessages } from './messages';
import { TWO_DECIMALS } from './money';
import { type RevenueQuery, useRevenueReport } from './queries';
import { ReportFrame } from './ReportFrame';
import * as styles from './reports.css';
import { rangeQuery, useAppliedFilters } from './useAppliedFilters';

const groupingOptions = reportGroupings.map((value) => ({
  value,
  label: REPORT_GROUPING_LABELS[value],
}));
const CHART_HEIGHT = 300;

/** The Revenue tab (spec part 2 §2.11): cards, revenue line, orders bars, the periods table. */
export function RevenueReport() {
  const filters = useAppliedFilters({ name: 'groupBy', values: reportGroupings, fallback: 'day' });
  const groupBy = filters.applied.choice ?? 'day';
  const query: RevenueQuery = { ...rangeQuery(filters.applied), groupBy };
  const report = useRevenueReport(query);
  return (
    <ReportFrame
      kind="revenue"
      report={report}
      filters={filters}
      choice={{ label: 'Group By', options: groupingOptions, value: groupBy }}
      exportQuery={query}
      failedMessage={reportMessages.revenueFailed}
      rowsOf={(data) => data.revenueData}
      cardCount={3}
    >
      {(data) => <RevenueBody report={data} groupBy={groupBy} />}
    </ReportFrame>
  );
}

/**
 * The cards show the server's summary of the whole range: an order paid in two periods is in
 * both periods' rows but counted once there, so the rows' counts are not added up here. The
 * charts' axes print the periods the shop's way ('2 Nov 2026', issue 39).
 */
function RevenueBody({ report, groupBy }: { report: RevenueReportData; groupBy: ReportGrouping }) {
  const rows = report.revenueData;
  const points = (value: (row: (typeof rows)[number]) => number) =>
    rows.map((row) => ({ x: formatPeriod(row._id, groupBy), y: value(row) }));
  const { totalRevenue, orderCount: totalOrders, averageOrderValue } = report.summary;
  return (
    <>
      <section className={styles.cards} aria-label="Revenue summary">
        <StatCard
          label="Total Revenue"
          value={formatCurrency(totalRevenue, TWO_DECIMALS)}
          icon={<Banknote />}
          tone="green"
        />
        <StatCard
          label="Total Orders"
          value={formatCount(totalOrders)}
          hint="Completed orders"
          icon={<ReceiptText />}
          tone="blue"
        />
        <StatCard
          label="Avg Order Value"
          value={formatCurrency(averageOrderValue, TWO_DECIMALS)}
          icon={<TrendingUp />}
          tone="purple"
        />
      </section>
      <div className={styles.charts}>
        <Card title="Revenue Trend" headingLevel={2}>
          <LineChart
            label="Revenue per period"
            data={points((row) => row.totalRevenue)}
            formatValue={(value) => formatCurrency(value, TWO_DECIMALS)}
            height={CHART_HEIGHT}
            color="green"
          />
        </Card>
        <Card title="Orders per Period" headingLevel={2}>
          <BarChart
            label="Orders per period"
            data={points((row) => row.orderCount)}
            formatValue={(value) => `${formatCount(value)} orders`}
            height={CHART_HEIGHT}
            color="blue"
          />
        </Card>
      </div>
      <Card title="Revenue by Period" headingLevel={2} padding="none">
        <DataTable
          caption="Revenue by period"
          rows={rows}
          getRowId={(row) => row._id}
          columns={[
            { key: 'period', header: 'Period', cell: (row) => row._id, pin: 'start' },
            {
              key: 'totalRevenue',
              header: 'Total Revenue',
              cell: (row) => formatCurrency(row.totalRevenue, TWO_DECIMALS),
              align: 'end',
            },
            {
              key: 'orderCount',
              header: 'Order Count',
              cell: (row) => formatCount(row.orderCount),
              align: 'end',
              priority: 2,
            },
            {
              key: 'averageOrderValue',
              header: 'Avg Order Value',
              cell: (row) => formatCurrency(row.averageOrderValue, TWO_DECIMALS),
              align: 'end',
              priority: 3,
            },
          ]}
        />
      </Card>
    </>
  );
}
