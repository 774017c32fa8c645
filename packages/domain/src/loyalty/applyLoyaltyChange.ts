import { type LoyaltyTier, loyaltyTier } from './loyaltyTier';
import type { LoyaltyAction } from './loyaltyUpdate';

/**
 * The balance after a loyalty change: add, subtract (never below 0) or set. The one rule the
 * server applies and the dialog previews.
 */
export function applyLoyaltyChange(current: number, action: LoyaltyAction, points: number): number {
  switch (action) {
    case 'add':
      return current + points;
    case 'subtract':
      return Math.max(0, current - points);
    case 'set':
      return Math.max(0, points);
  }
}

export interface LoyaltyPreview {
  current: number;
  newTotal: number;
  /** newTotal − current. */
  change: number;
  tier: LoyaltyTier;
  tierChanged: boolean;
  /** A subtraction of more points than the customer has: the balance stops at 0. */
  stopsAtZero: boolean;
}

/**
 * What the Manage Loyalty dialog previews while the user types. Points that are not a whole
 * number of at least 1 yet change nothing.
 */
export function loyaltyPreview(
  current: number,
  action: LoyaltyAction,
  points: number | null | undefined,
): LoyaltyPreview {
  const usable = typeof points === 'number' && Number.isInteger(points) && points >= 1;
  const newTotal = usable ? applyLoyaltyChange(current, action, points) : current;
  const tier = loyaltyTier(newTotal);
  return {
    current,
    newTotal,
    change: newTotal - current,
    tier,
    tierChanged: tier !== loyaltyTier(current),
    stopsAtZero: usable && action === 'subtract' && points > current,
  };
}
