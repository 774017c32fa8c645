import { LOYALTY_BALANCE_MAX } from './loyaltyUpdate';

/**
 * Loyalty points an order earns (the spec shows points per customer but gives no rule; this
 * is the shop's, docs/decisions/012): one point per full LKR 100 of the order's final total
 * (extra items included), earned once, when the order is both completed — its services done
 * or delivered — and fully paid, whichever of the two comes last. A cancelled order earns none.
 */
export const LOYALTY_RUPEES_PER_POINT = 100;

export interface EarningOrder {
  orderPhase: string;
  totalAmountCents: number;
  paidAmountCents: number;
  /** What the order has earned already; null while it has not. */
  loyaltyPointsEarned: number | null;
}

/** The points of a final total: one per full LKR 100. */
export function loyaltyPointsForTotal(totalAmountCents: number): number {
  return Math.max(0, Math.floor(totalAmountCents / (LOYALTY_RUPEES_PER_POINT * 100)));
}

/** Whether the order earns its points now: completed, fully paid and not yet rewarded. */
export function earnsLoyaltyNow(order: EarningOrder): boolean {
  return (
    order.loyaltyPointsEarned === null &&
    order.orderPhase === 'completed' &&
    order.totalAmountCents > 0 &&
    order.paidAmountCents >= order.totalAmountCents
  );
}

/** The customer's balance after earning `points`: never past the largest balance kept. */
export function balanceAfterEarning(balance: number, points: number): number {
  return Math.min(LOYALTY_BALANCE_MAX, balance + points);
}
