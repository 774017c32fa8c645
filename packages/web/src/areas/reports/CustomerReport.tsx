import {
  type CustomerReport as CustomerReportData,
  type CustomerRow,
  customerReportLimits,
  formatCount,
  formatCurrency,
  sumRupees,
} from '@laundry/domain';
import { Card, DataTable, StatCard } from '@laundry/ui';
import { Banknote, ReceiptText, Users } from 'lucide-react';
import { chartName } from './format';
import { BarChart } from './lazyCharts';
import { reportMessages } from './messages';
import { TWO_DECIMALS } from './money';
import { type CustomerQuery, useCustomerReport } from './queries';
import { ReportFrame } from './ReportFrame';
import * as styles from './reports.css';
import { rangeQuery, useAppliedFilters } from './useAppliedFilters';

/** Spec part 2 §9: top counts 10, 25, 50, 100 (default 10); charts show the first 10, names cut to 15. */
const limits = customerReportLimits.map(String);
const limitOptions = limits.map((value) => ({ value, label: `Top ${value}` }));
const CHART_ROWS = 10;
const NAME_LENGTH = 15;
const CHART_HEIGHT = 300;

/** The Customers tab (spec part 2 §2.11): cards, the top 10 as bars, the ranked table. */
export function CustomerReport() {
  const filters = useAppliedFilters({ name: 'limit', values: limits, fallback: '10' });
  const limit = filters.applied.choice ?? '10';
  const query: CustomerQuery = { ...rangeQuery(filters.applied), limit: Number(limit) };
  const report = useCustomerReport(query);
  return (
    <ReportFrame
      kind="customers"
      report={report}
      filters={filters}
      choice={{ label: 'Show', options: limitOptions, value: limit }}
      exportQuery={query}
      failedMessage={reportMessages.customersFailed}
      rowsOf={(data) => data.customerData}
      cardCount={3}
    >
      {(data) => <CustomerBody rows={data.customerData} summary={data.summary} />}
    </ReportFrame>
  );
}

/** The customers listed with most orders first; ties keep their rank by spending. */
export function byOrders<Row extends CustomerRow>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => b.totalOrders - a.totalOrders);
}

/**
 * Total Customers is every customer who placed an order in the range (the server's count, issue
 * 39); revenue and orders are of the customers listed, as the table and its Excel add them up.
 */
function CustomerBody({
  rows,
  summary,
}: {
  rows: readonly CustomerRow[];
  summary: CustomerReportData['summary'];
}) {
  const ranked = rows.map((row, index) => ({ ...row, rank: index + 1 }));
  const top = ranked.slice(0, CHART_ROWS);
  const mostOrders = byOrders(ranked).slice(0, CHART_ROWS);
  const listed = `Top ${formatCount(rows.length)} listed`;
  const name = (row: CustomerRow) => chartName(row.customerName);
  return (
    <>
      <section className={styles.cards} aria-label="Customer summary">
        <StatCard
          label="Total Customers"
          value={formatCount(summary.totalCustomers)}
          hint={listed}
          icon={<Users />}
          tone="primary"
        />
        <StatCard
          label="Total Revenue"
          value={formatCurrency(sumRupees(rows.map((row) => row.totalSpent)), TWO_DECIMALS)}
          hint={listed}
          icon={<Banknote />}
          tone="green"
        />
        <StatCard
          label="Total Orders"
          value={formatCount(rows.reduce((total, row) => total + row.totalOrders, 0))}
          hint={listed}
          icon={<ReceiptText />}
          tone="blue"
        />
      </section>
      <div className={styles.charts}>
        <Card title="Top Customers by Spending" headingLevel={2}>
          <BarChart
            label="Amount spent by the top customers"
            horizontal
            data={top.map((row) => ({ x: name(row), y: row.totalSpent }))}
            maxLabelLength={NAME_LENGTH}
            formatValue={(value) => formatCurrency(value, TWO_DECIMALS)}
            height={CHART_HEIGHT}
            color="green"
          />
        </Card>
        <Card title="Top Customers by Orders" headingLevel={2}>
          <BarChart
            label="Orders of the top customers"
            horizontal
            data={mostOrders.map((row) => ({ x: name(row), y: row.totalOrders }))}
            maxLabelLength={NAME_LENGTH}
            formatValue={(value) => `${formatCount(value)} orders`}
            height={CHART_HEIGHT}
            color="blue"
          />
        </Card>
      </div>
      <Card title="Customer Rankings" headingLevel={2} padding="none">
        <DataTable
          caption="Customers ranked by amount spent"
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
              header: 'Customer Name',
              cell: (row) => row.customerName || reportMessages.unknown,
              pin: 'start',
              truncate: true,
              maxWidth: 180,
            },
            {
              key: 'phone',
              header: 'Phone Number',
              cell: (row) => row.phoneNumber || reportMessages.notAvailable,
              priority: 3,
            },
            {
              key: 'orders',
              header: 'Total Orders',
              cell: (row) => formatCount(row.totalOrders),
              align: 'end',
              priority: 2,
            },
            {
              key: 'spent',
              header: 'Total Spent',
              cell: (row) => formatCurrency(row.totalSpent, TWO_DECIMALS),
              align: 'end',
            },
            {
              key: 'average',
              header: 'Avg Order Value',
              cell: (row) => formatCurrency(row.averageOrderValue, TWO_DECIMALS),
              align: 'end',
              priority: 2,
            },
          ]}
        />
      </Card>
    </>
  );
}
