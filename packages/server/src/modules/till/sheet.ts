import type { TillDayReport } from '@laundry/domain';
import { type SheetDefinition, summed } from '../../http/workbook';

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
      summed('money', 'Float', 14, (row) => row.figures.float),
      summed('money', 'Cash Payments', 16, (row) => row.figures.cashPayments),
      summed('money', 'Cash Refunds', 16, (row) => row.figures.cashRefunds),
      summed('money', 'Paid-outs', 14, (row) => row.figures.paidOuts),
      summed('money', 'Drops', 14, (row) => row.figures.drops),
      summed('money', 'Expected', 16, (row) => row.figures.expected),
      summed('money', 'Counted', 16, (row) => row.session.counted),
      summed('money', 'Variance', 14, (row) => row.session.variance),
      { header: 'Closed At', width: 24, kind: 'text', value: (row) => row.session.closedAt },
      { header: 'Note', width: 30, kind: 'text', value: (row) => row.session.note },
    ],
  };
}
