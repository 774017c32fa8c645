import type { ReadyListQuery } from '@laundry/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, orders, payments } from '../../db/schema';
import { orderSearchCondition } from '../orders';

/**
 * The lifecycle's own queries: the payments it takes and the shelf of bags ready for collection.
 * The order rows it moves are read and written through the orders module's books
 * (`createOrderBooks`); the service decides what to write.
 */
export function createOrderLifecycleRepository(db: Executor) {
  return {
    async insertPayment(values: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values(values);
    },

    /**
     * The walk-in bags on the shelf — Services Complete with no delivery — oldest first, one page
     * of them and how many in all.
     */
    async readyPage(query: ReadyListQuery) {
      const where = and(
        eq(orders.status, 'complete'),
        eq(orders.deliveryRequired, false),
        query.search ? orderSearchCondition(query.search) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            customerName: customers.fullName,
            phone: customers.phoneNumber,
            readyAt: orders.readyAt,
            status: orders.status,
            totalCents: orders.totalAmountCents,
            paidCents: orders.paidAmountCents,
            shelfSlot: orders.shelfSlot,
          })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(where)
          .orderBy(sql`${orders.readyAt} asc nulls first`, asc(orders.createdAt), asc(orders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type OrderLifecycleRepository = ReturnType<typeof createOrderLifecycleRepository>;
