import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
import { TILL_MOVEMENT_KINDS } from './tillForms';

export const TILL_STATUSES = ['open', 'closed'] as const;

const person = z.object({ _id: z.string().nullable(), name: z.string() });

/** A till session as the API answers it; amounts in rupees, null until the close. */
export const tillSessionSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.enum(TILL_STATUSES),
  openedBy: person,
  openedAt: z.string(),
  float: z.number(),
  closedBy: person.nullable(),
  closedAt: z.string().nullable(),
  counted: z.number().nullable(),
  expected: z.number().nullable(),
  variance: z.number().nullable(),
  /** Σ of the admin's adjustments after the close; the variance shown counts them. */
  adjustments: z.number(),
  denominations: z.record(z.string(), z.number().int()).nullable(),
  note: z.string().nullable(),
  /** The id of the closed session an admin reopened this one from. */
  reopenedFrom: z.string().nullable(),
});
export type TillSession = z.output<typeof tillSessionSchema>;

/** The cash figures of a report, in rupees. */
export const tillFiguresSchema = z.object({
  float: z.number(),
  cashPayments: z.number(),
  cashRefunds: z.number(),
  paidOuts: z.number(),
  drops: z.number(),
  expected: z.number(),
});
export type TillFigures = z.output<typeof tillFiguresSchema>;

export const tillMovementEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum([...TILL_MOVEMENT_KINDS, 'adjustment']),
  amount: z.number(),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type TillMovementEntry = z.output<typeof tillMovementEntrySchema>;

export const tillBankTransferSchema = z.object({
  orderNumber: z.string(),
  amount: z.number(),
  transactionId: z.string().nullable(),
  at: z.string(),
});

/** The X report (any time, read-only) and, once closed, the Z report of one session. */
export const tillReportSchema = z.object({
  session: tillSessionSchema,
  figures: tillFiguresSchema,
  movements: z.array(tillMovementEntrySchema),
  bankTransfers: z.object({
    total: z.number(),
    items: z.array(tillBankTransferSchema),
  }),
});
export type TillReport = z.output<typeof tillReportSchema>;

/** `data` of GET /till/current: the caller's open session and its X report, and the float to carry. */
export const currentTillSchema = z.object({
  report: tillReportSchema.nullable(),
  /** What the caller's last close counted (with its adjustments): the float the next may carry. */
  carryFloat: z.number().nullable(),
});
export type CurrentTill = z.output<typeof currentTillSchema>;

export const tillSessionDataSchema = z.object({ session: tillSessionSchema });
export const tillReportDataSchema = z.object({ report: tillReportSchema });

/** GET /till/z-report?date=: one business day's closes. */
export const tillDayQuerySchema = z.object({
  date: calendarDaySchema,
});

/**
 * A business day's Z report: every session opened that day with its figures, their totals, and
 * the revenue report's cash for the day (money received net of refunds, cash only), which the
 * sessions' cash payments − cash refunds must equal.
 */
export const tillDayReportSchema = z.object({
  date: z.string(),
  sessions: z.array(z.object({ session: tillSessionSchema, figures: tillFiguresSchema })),
  totals: tillFiguresSchema.extend({
    counted: z.number(),
    variance: z.number(),
    bankTransfers: z.number(),
  }),
  revenueCash: z.number(),
});
export type TillDayReport = z.output<typeof tillDayReportSchema>;
