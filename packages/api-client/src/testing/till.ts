import {
  type TillDayReport,
  type TillReport,
  type TillSession,
  tillDayReportSchema,
  tillReportSchema,
  tillSessionSchema,
} from '@laundry/domain';

/** An open till session as the API answers it (till #7, LKR 5,000 float), checked by its schema. */
export function makeTillSession(overrides: Partial<TillSession> = {}): TillSession {
  return tillSessionSchema.parse({
    _id: '5b0c3c52-3b43-4b8e-9f0e-1a2b3c4d5e6f',
    number: 7,
    status: 'open',
    openedBy: { _id: 'u-1', name: 'Nimali Perera' },
    openedAt: '2026-03-02T03:00:00.000Z',
    float: 5000,
    closedBy: null,
    closedAt: null,
    counted: null,
    expected: null,
    variance: null,
    adjustments: 0,
    denominations: null,
    note: null,
    reopenedFrom: null,
    ...overrides,
  });
}

/**
 * The X report of that session: LKR 1,750 in cash, a LKR 300 paid-out for detergent, LKR 875 by
 * bank transfer; LKR 6,450 expected in the drawer.
 */
export function makeTillReport(overrides: Partial<TillReport> = {}): TillReport {
  return tillReportSchema.parse({
    session: makeTillSession(),
    figures: {
      float: 5000,
      cashPayments: 1750,
      cashRefunds: 0,
      paidOuts: 300,
      drops: 0,
      expected: 6450,
    },
    movements: [
      {
        _id: 'mv-1',
        kind: 'paid_out',
        amount: 300,
        reason: 'Detergent',
        by: 'Nimali Perera',
        at: '2026-03-02T05:00:00.000Z',
      },
    ],
    bankTransfers: { total: 875, items: [] },
    ...overrides,
  });
}

/** A day of closes (GET /till/z-report): the report's session closed 20 short, beside `others`. */
export function makeTillDay(date: string, others: TillDayReport['sessions'] = []): TillDayReport {
  const closed = makeTillReport();
  const session = { ...closed.session, status: 'closed', counted: 6430, variance: -20 };
  return tillDayReportSchema.parse({
    date,
    sessions: [{ session, figures: closed.figures }, ...others],
    totals: {
      ...closed.figures,
      counted: 6430,
      variance: -20,
      bankTransfers: 875,
    },
    revenueCash: 1750,
  });
}
