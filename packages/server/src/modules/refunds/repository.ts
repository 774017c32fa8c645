import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NewRefundRow, payments, refunds, users } from '../../db/schema';

/** Queries on refunds and the payments they come from; nothing else. */
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

    /** The order's payments and refunds as the books read them. */
    async booksOf(orderId: string) {
      // One after the other: inside a transaction both go through one connection.
      const orderPayments = await db
        .select({ amountCents: payments.amountCents, status: payments.status })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      const orderRefunds = await db
        .select({ amountCents: refunds.amountCents })
        .from(refunds)
        .where(eq(refunds.orderId, orderId));
      return { payments: orderPayments, refunds: orderRefunds };
    },

    async insert(values: NewRefundRow) {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error('insert into refunds returned no row');
      return row;
    },

    /** An order's refunds, oldest first, with the name of who made each. */
    async ofOrder(orderId: string) {
      return db
        .select({ refund: refunds, refundedBy: users.name })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.createdBy))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.refundedAt), asc(refunds.id));
    },

    async anyForOrder(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type RefundWithActor = Awaited<
  ReturnType<ReturnType<typeof createRefundsRepository>['ofOrder']>
>[number];
