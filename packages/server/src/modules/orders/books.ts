import { orderMessages } from '@laundry/domain';
import type { Executor } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { NotFoundError } from '../../errors';
import { orderInClosedTill } from '../till';
import { createOrdersRepository } from './repository';
import { createOrderStaffRepository } from './staff-repository';
import { type OrderWithPeople, toOrder } from './to-order';
import { toRefund } from './to-refund';

/** One order as the API answers it, read through `executor` (a transaction sees its own writes). */
export async function loadOrder(executor: Executor, id: string) {
  const repository = createOrdersRepository(executor);
  const row = await repository.findById(id);
  if (!row) throw new NotFoundError(orderMessages.notFound);
  const [items, payments, staff, refunds] = await readTogether(executor, [
    () => repository.itemsOf([id]),
    () => repository.paymentsOf(id),
    () => createOrderStaffRepository(executor).staffOf(id),
    () => repository.refundsOf(id),
  ]);
  const inClosedTill = await orderInClosedTill(executor, id);
  return {
    ...toOrder(row as OrderWithPeople, items, payments, staff, refunds.map(toRefund)),
    inClosedTill,
  };
}

/**
 * An order's books as the modules that move money on it use them (docs/decisions/037): the
 * lifecycle (payments, status moves, confirmed items) and refunds lock the order, read its lines,
 * payments and refunds, write its paid amount and status, and answer the order as the API shows
 * it — through this, not the orders' repository, and never through each other. Runs on the
 * executor it is given: the caller's transaction, which owns the lock.
 */
export function createOrderBooks(executor: Executor) {
  const repository = createOrdersRepository(executor);
  return {
    /** The order row locked until the transaction ends: moves, payments, refunds and deletes queue here. */
    lock: repository.lockById,
    /** The order with its customer and creator, unlocked (reads, mail). */
    find: repository.findById,
    itemsOf: repository.itemsOf,
    paymentsOf: repository.paymentsOf,
    /** The order's payments and refunds as the domain's `orderBooks` counts them. */
    ledgerOf: repository.ledgerOf,
    update: repository.updateOrder,
    updateItem: repository.updateItem,
    /** The order as the API answers it, as this executor sees it (a transaction sees its writes). */
    load: (id: string) => loadOrder(executor, id),
  };
}

export type OrderBooks = ReturnType<typeof createOrderBooks>;
