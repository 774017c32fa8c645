import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { createOrdersRepository } from '../orders/repository';

/**
 * The queries of an order's moves after it is taken: the order row locked for the move, its
 * lines, its payments. Nothing else; the service decides what to write.
 */
export function createOrderLifecycleRepository(db: Executor) {
  const orders = createOrdersRepository(db);
  return {
    /** The order row locked until the transaction ends: moves, payments and deletes queue here. */
    lockById: orders.lockById,
    /** The order with its customer and creator, unlocked (reads, mail). */
    findById: orders.findById,
    itemsOf: orders.itemsOf,
    paymentsOf: orders.paymentsOf,
    updateOrder: orders.updateOrder,

    async insertPayment(values: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values(values);
    },
  };
}

export type OrderLifecycleRepository = ReturnType<typeof createOrderLifecycleRepository>;
