import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NewRefundRow, payments, refunds } from '../../db/schema';

/**
 * Queries on refunds and the payments they come from; nothing else. An order's refunds as the
 * order reads them (its books, its detail) are the orders module's (`createOrderBooks`).
 */
export function createRefundsRepository(db: Executor) {
  return {
    /** One payment of one order (a payment id of another order is not found). */
    async payment(orderId: string, paymentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)))
        .limit(1);
      return row;
    },

    /** What was already refunded of a payment, in cents. */
    async refundedOf(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(eq(refunds.paymentId, paymentId));
      return Number(row?.cents ?? 0);
    },

    async insert(values: NewRefundRow) {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error('insert into refunds returned no row');
      return row;
    },
  };
}
