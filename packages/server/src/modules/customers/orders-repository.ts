import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder, spentOnOrder } from '../../db/counted-orders';
import { orders } from '../../db/schema';

/** The customer screens' reads of the orders table: history, analytics, and the delete guard. */
export function createCustomerOrdersRepository(db: Executor) {
  return {
    async hasOrders(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .limit(1);
      return row !== undefined;
    },

    /** One page of the customer's orders, newest first, and how many there are. */
    async page(customerId: string, page: number, limit: number) {
      const mine = eq(orders.customerId, customerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            status: orders.status,
            orderPhase: orders.orderPhase,
            paymentStatus: orders.paymentStatus,
            totalAmountCents: orders.totalAmountCents,
            paidAmountCents: orders.paidAmountCents,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(orders).where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Count, order value, money received and latest date of the orders that count (not cancelled). */
    async overview(customerId: string) {
      const [row] = await db
        .select({
          totalOrders: count(),
          orderValueCents: sql<number>`coalesce(sum(${orders.totalAmountCents}), 0)::float8`,
          totalSpentCents: sql<number>`coalesce(sum(${spentOnOrder}), 0)::float8`,
          lastOrderDate: max(orders.createdAt),
        })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), countedOrder));
      return {
        totalOrders: row?.totalOrders ?? 0,
        orderValueCents: Number(row?.orderValueCents ?? 0),
        totalSpentCents: Number(row?.totalSpentCents ?? 0),
        lastOrderDate: row?.lastOrderDate ?? null,
      };
    },
  };
}
