import { earnsLoyaltyNow, loyaltyPointsForTotal } from '@laundry/domain';
import type { Executor } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { AuditActor } from '../audit';
import { earnLoyaltyPoints, takeBackLoyaltyPoints } from '../customers';
import { createOrdersRepository } from './repository';

/**
 * Gives the customer the points an order earns (docs/decisions/012), in the transaction of the
 * move that made it due — the status move to complete/deliver or the payment that settled it,
 * whichever came last — with the order row already locked, so it happens once. The order keeps
 * what it earned (0 for a total under LKR 100) and the loyalty history says why. Answers the
 * points earned now, or null when the order does not earn now.
 */
export async function awardOrderLoyalty(
  tx: Executor,
  order: Pick<
    OrderRow,
    | 'id'
    | 'orderNumber'
    | 'customerId'
    | 'orderPhase'
    | 'totalAmountCents'
    | 'paidAmountCents'
    | 'loyaltyPointsEarned'
  >,
  actor: AuditActor,
  now: Date,
): Promise<number | null> {
  if (!earnsLoyaltyNow(order)) return null;
  const points = loyaltyPointsForTotal(order.totalAmountCents);
  const earned = await earnLoyaltyPoints(tx, order.customerId, points, {
    reason: `Order ${order.orderNumber} completed and paid`,
    actor,
    now,
  });
  await createOrdersRepository(tx).updateOrder(order.id, { loyaltyPointsEarned: earned });
  return earned;
}

/**
 * Takes back the points an order earned when it stops counting (cancelled, once its money was
 * refunded): the customer's balance goes down by what the order gave (never below 0), the loyalty
 * history and the audit log say why, and the order keeps 0 earned so it can never give them
 * again. A partial refund passes `keep`, the points of the money the shop kept (issue 38): only
 * the rest goes, and the order keeps that many. Call it in the transaction of the move, with the
 * order row locked. Answers the points taken back.
 */
export async function takeBackOrderLoyalty(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'customerId' | 'loyaltyPointsEarned'>,
  reason: string,
  actor: AuditActor,
  now: Date,
  keep = 0,
): Promise<number> {
  const earned = order.loyaltyPointsEarned ?? 0;
  const kept = Math.min(earned, Math.max(0, keep));
  if (earned - kept <= 0) return 0;
  const taken = await takeBackLoyaltyPoints(tx, order.customerId, earned - kept, {
    reason,
    actor,
    now,
  });
  await createOrdersRepository(tx).updateOrder(order.id, { loyaltyPointsEarned: kept });
  return taken;
}
