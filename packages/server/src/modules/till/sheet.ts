import type { TillDayReport } from '@laundry/domain';
import type { SheetDefinition } from '../reports/workbook';

type DayRow = TillDayReport['sessions'][number];

/** The day's closes as a sheet of the reports' workbook: one row a session, totals summed. */
export function tillDaySheet(date: string): SheetDefinition<DayRow> {
  return {
    title: 'Till Closes (Z Report)',
    sheetName: 'Till closes',
    period: `Day: ${date}`,
    columns: [
      { header: 'Till', width: 8, kind: 'count', value: (row) => row.session.number },
      { header: 'Cashier', width: 22, kind: 'text', value: (row) => row.session.openedBy.name },
      { header: 'Status', width: 10, kind: 'text', value: (row) => row.session.status },
      {
        header: 'Float',
        width: 14,
        kind: 'money',
        value: (row) => row.figures.float,
        total: 'sum',
      },
      {
        header: 'Cash Payments',
        width: 16,
        kind: 'money',
        value: (row) => row.figures.cashPayments,
        total: 'sum',
      },
      {
        header: 'Cash Refunds',
        width: 16,
        kind: 'money',
        value: (row) => row.figures.cashRefunds,
        total: 'sum',
      },
      {
        header: 'Paid-outs',
        width: 14,
        kind: 'money',
        value: (row) => row.figures.paidOuts,
        total: 'sum',
      },
      {
        header: 'Drops',
        width: 14,
        kind: 'money',
        value: (row) => row.figures.drops,
        total: 'sum',
      },
      {
        header: 'Expected',
        width: 16,
        kind: 'money',
        value: (row) => row.figures.expected,
        total: 'sum',
      },
      {
        header: 'Counted',
        width: 16,
        kind: 'money',
        value: (row) => row.session.counted,
        total: 'sum',
      },
      {
        header: 'Variance',
        width: 14,
        kind: 'money',
        value: (row) => row.session.variance,
        total: 'sum',
      },
      { header: 'Closed At', width: 24, kind: 'text', value: (row) => row.session.closedAt },
      { header: 'Note', width: 30, kind: 'text', value: (row) => row.session.note },
    ],
  };
}
