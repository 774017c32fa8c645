import type { StatusRow } from '@laundry/domain';
import { formatCount, formatShare } from '@laundry/domain';
import { Card, chartColor, DataTable, StatCard } from '@laundry/ui';
import { ClipboardList } from 'lucide-react';
import { BarChart, PieChart } from './lazyCharts';
import { reportMessages } from './messages';
import { type OrderStatusQuery, useOrderStatusReport } from './queries';
import { ReportFrame } from './ReportFrame';
import * as styles from './reports.css';
import { statusGroups } from './statusDisplay';
import { rangeQuery, useAppliedFilters } from './useAppliedFilters';

const CHART_HEIGHT = 300;

/** The Order Status tab (spec part 2 §2.11): total, pie and bars, a card per status, table. */
export function OrderStatusReport() {
  const filters = useAppliedFilters();
  const query: OrderStatusQuery = rangeQuery(filters.applied);
  const report = useOrderStatusReport(query);
  return (
    <ReportFrame
      kind="order-status"
      report={report}
      filters={filters}
      exportQuery={query}
      failedMessage={reportMessages.orderStatusFailed}
      rowsOf={(data) => data.statusData}
      cardCount={4}
    >
      {(data) => <StatusBody rows={data.statusData} />}
    </ReportFrame>
  );
}

function StatusBody({ rows }: { rows: readonly StatusRow[] }) {
  const shown = statusGroups(rows);
  const total = shown.reduce((total, group) => total + group.count, 0);
  const slices = shown.map((row) => ({ x: row.label, y: row.count, color: row.color }));
  return (
    <>
      <section className={styles.countCards} aria-label="Status summary">
        <StatCard
          label="Total Orders"
          value={formatCount(total)}
          icon={<ClipboardList />}
          tone="primary"
        />
        {shown.map((row) => (
          <StatCard
            key={row.key}
            label={row.label}
            value={formatCount(row.count)}
            hint={`${formatShare(row.count, total)} of total`}
            icon={
              <span
                className={styles.swatch}
                style={{ backgroundColor: chartColor[row.color] }}
                aria-hidden="true"
              />
            }
          />
        ))}
      </section>
      <div className={styles.charts}>
        <Card title="Status Distribution" headingLevel={2}>
          <PieChart
            label="Share of orders by status"
            data={slices}
            height={CHART_HEIGHT}
            centerValue={formatCount(total)}
            centerLabel="orders"
            formatValue={formatCount}
          />
        </Card>
        <Card title="Orders by Status" headingLevel={2}>
          <BarChart
            label="Orders by status"
            data={slices}
            height={CHART_HEIGHT}
            formatValue={(value) => `${formatCount(value)} orders`}
          />
        </Card>
      </div>
      <Card title="Status Breakdown" headingLevel={2} padding="none">
        <DataTable
          caption="Orders by status"
          rows={shown}
          getRowId={(row) => row.key}
          columns={[
            {
              key: 'status',
              header: 'Status',
              cell: (row) => (
                <span className={styles.statusName}>
                  <span
                    className={styles.swatch}
                    style={{ backgroundColor: chartColor[row.color] }}
                    aria-hidden="true"
                  />
                  {row.label}
                </span>
              ),
              pin: 'start',
            },
            {
              key: 'count',
              header: 'Order Count',
              cell: (row) => formatCount(row.count),
              align: 'end',
            },
            {
              key: 'share',
              header: 'Percentage',
              cell: (row) => formatShare(row.count, total),
              align: 'end',
            },
          ]}
        />
      </Card>
    </>
  );
}
