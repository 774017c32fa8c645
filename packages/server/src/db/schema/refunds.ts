import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { orders, payments } from './orders';
import { tillSessions } from './till';

/**
 * Money given back (issue 21): part or all of one completed payment, by an admin, with the
 * reason. Revenue is money received net of refunds, a refund counting on the day it was made
 * (`refunds_keep_revenue_totals`, migration `*_refunds.sql`). The order's paid amount is Σ completed
 * payments − Σ refunds (the domain's `orderBooks`). Money is never deleted with its order: both
 * references restrict.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').$type<'cash' | 'bank_transfer'>().notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
    /** The till session the cash left from (issue 23); null for a bank transfer. */
    tillSessionId: uuid('till_session_id').references(() => tillSessions.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_till_session_idx').on(table.tillSessionId),
    index('refunds_refunded_at_idx').on(table.refundedAt, table.amountCents),
    // The domain's bounds (REFUND_AMOUNT_MAX rupees, REFUND_REASON_MAX characters).
    check(
      'refunds_amount_range',
      sql`${table.amountCents} > 0 and ${table.amountCents} <= 1000000000`,
    ),
    check('refunds_method_known', sql`${table.method} in ('cash', 'bank_transfer')`),
    check('refunds_reason_length', sql`char_length(${table.reason}) between 1 and 500`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
