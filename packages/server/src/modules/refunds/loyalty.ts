import { pointsToTakeBack, takeBackReason } from '@laundry/domain';
import type { Executor } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { createLoyaltyHistoryRepository } from '../customers/loyalty-repository';
import { createCustomersRepository } from '../customers/repository';
import { createOrdersRepository } from '../orders/repository';

/**
 * Takes back the points an order earned once all its money went back (issue 21), in the refund's
 * transaction with the order row locked: never more than the customer has left, with a history
 * row and an audit row. The order then holds 0 earned, so it does not earn them again. Answers
 * the points taken back.
 */
export async function takeBackOrderLoyalty(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'customerId' | 'loyaltyPointsEarned'>,
  actor: AuditActor,
  now: Date,
): Promise<number> {
  if (!order.loyaltyPointsEarned) return 0;
  const customers = createCustomersRepository(tx);
  const customer = await customers.lockById(order.customerId);
  const points = customer ? pointsToTakeBack(customer.loyaltyPoints, order.loyaltyPointsEarned) : 0;
  if (customer && points > 0) {
    const pointsAfter = customer.loyaltyPoints - points;
    const reason = takeBackReason(order.orderNumber);
    await customers.update(customer.id, { loyaltyPoints: pointsAfter, updatedAt: now });
    await createLoyaltyHistoryRepository(tx).record({
      customerId: customer.id,
      action: 'subtract',
      points,
      reason,
      pointsBefore: customer.loyaltyPoints,
      pointsAfter,
      changedBy: actor.id,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor,
      entity: 'customer',
      entityId: customer.id,
      label: customer.fullName,
      action: 'loyalty',
      before: { loyaltyPoints: customer.loyaltyPoints },
      after: { loyaltyPoints: pointsAfter, reason },
      at: now,
    });
  }
  await createOrdersRepository(tx).updateOrder(order.id, { loyaltyPointsEarned: 0 });
  return points;
}
