import { rupeesToCents } from '../money';
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
  return Math.max(0, Math.floor(totalAmountCents / rupeesToCents(LOYALTY_RUPEES_PER_POINT)));
}

/** The moment an order earns: its services done (or delivered) and every rupee of it paid. */
function completedAndPaid(order: Omit<EarningOrder, 'loyaltyPointsEarned'>): boolean {
  return (
    order.orderPhase === 'completed' &&
    order.totalAmountCents > 0 &&
    order.paidAmountCents >= order.totalAmountCents
  );
}

/** Whether the order earns its points now: completed, fully paid and not yet rewarded. */
export function earnsLoyaltyNow(order: EarningOrder): boolean {
  return order.loyaltyPointsEarned === null && completedAndPaid(order);
}

/** The customer's balance after earning `points`: never past the largest balance kept. */
export function balanceAfterEarning(balance: number, points: number): number {
  return Math.min(LOYALTY_BALANCE_MAX, balance + points);
}

/** The points a receipt shows: earned (or, until then, still to earn) and the customer's balance. */
export interface ReceiptLoyalty {
  /** Points this order has earned; 0 until it is completed and paid. */
  earned: number;
  /** Points it will earn once completed and fully paid; 0 once earned or when cancelled. */
  pending: number;
  balance: number;
}

export function receiptLoyalty(order: {
  status: string;
  orderPhase: string;
  totalAmount: number;
  paidAmount: number;
  loyaltyPointsEarned: number | null;
  customer: { loyaltyPoints: number };
}): ReceiptLoyalty {
  const earned = order.loyaltyPointsEarned ?? 0;
  const totalAmountCents = rupeesToCents(order.totalAmount);
  // Still to earn: not earned, not cancelled, and not already completed and paid (an order
  // finished before points were kept on orders earned nothing on record).
  const finished = completedAndPaid({
    orderPhase: order.orderPhase,
    totalAmountCents,
    paidAmountCents: rupeesToCents(order.paidAmount),
  });
  const pending =
    order.loyaltyPointsEarned === null && order.status !== 'cancelled' && !finished
      ? loyaltyPointsForTotal(totalAmountCents)
      : 0;
  return { earned, pending, balance: order.customer.loyaltyPoints };
}
