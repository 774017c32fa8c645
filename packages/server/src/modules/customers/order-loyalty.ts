import { applyLoyaltyChange, balanceAfterEarning } from '@laundry/domain';
import type { Executor } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit';
import { createLoyaltyHistoryRepository } from './loyalty-repository';
import { createCustomersRepository } from './repository';

/** Why and by whom an order changes its customer's points, and when. */
export interface OrderLoyaltyChange {
  reason: string;
  actor: AuditActor;
  now: Date;
}

/**
 * Gives the customer the points an order earned (never past the balance's ceiling), with the
 * customer row locked, in the caller's transaction. Answers the points actually added (0 for a
 * customer gone meanwhile).
 */
export async function earnLoyaltyPoints(
  tx: Executor,
  customerId: string,
  points: number,
  change: OrderLoyaltyChange,
): Promise<number> {
  const customer = await createCustomersRepository(tx).lockById(customerId);
  if (!customer || points <= 0) return 0;
  const pointsAfter = balanceAfterEarning(customer.loyaltyPoints, points);
  const earned = pointsAfter - customer.loyaltyPoints;
  if (earned > 0) await recordLoyaltyChange(tx, customer, 'add', earned, pointsAfter, change);
  return earned;
}

/**
 * Takes back the points an order gave (never below 0), with the customer row locked, in the
 * caller's transaction. Answers the points actually taken.
 */
export async function takeBackLoyaltyPoints(
  tx: Executor,
  customerId: string,
  points: number,
  change: OrderLoyaltyChange,
): Promise<number> {
  const customer = await createCustomersRepository(tx).lockById(customerId);
  if (!customer) return 0;
  const pointsAfter = applyLoyaltyChange(customer.loyaltyPoints, 'subtract', points);
  const taken = customer.loyaltyPoints - pointsAfter;
  if (taken > 0) await recordLoyaltyChange(tx, customer, 'subtract', taken, pointsAfter, change);
  return taken;
}

/**
 * One change of a customer's points made by an order (earned, or taken back): the new balance,
 * the loyalty history row and — points are money to the customer — the audit row beside the
 * hand-made changes, all in the caller's transaction with the customer row locked.
 */
async function recordLoyaltyChange(
  tx: Executor,
  customer: { id: string; fullName: string; loyaltyPoints: number },
  action: 'add' | 'subtract',
  points: number,
  pointsAfter: number,
  { reason, actor, now }: OrderLoyaltyChange,
): Promise<void> {
  await createCustomersRepository(tx).update(customer.id, {
    loyaltyPoints: pointsAfter,
    updatedAt: now,
  });
  await createLoyaltyHistoryRepository(tx).record({
    customerId: customer.id,
    action,
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
