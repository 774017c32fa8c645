import { z } from 'zod';
import { type NumberSource, numberFrom } from '../forms';

export const LOYALTY_POINTS_MIN = 1;
export const LOYALTY_POINTS_MAX = 10_000;
/** The most points a customer may hold: far above any real balance, and within an integer column. */
export const LOYALTY_BALANCE_MAX = 1_000_000;
export const LOYALTY_BALANCE_MAX_MESSAGE = 'Loyalty points cannot exceed 1,000,000';

/** Whether a change would leave the balance above what a customer may hold (it is refused). */
export function exceedsLoyaltyBalance(pointsAfter: number): boolean {
  return pointsAfter > LOYALTY_BALANCE_MAX;
}

export const loyaltyActions = ['add', 'subtract', 'set'] as const;
export type LoyaltyAction = (typeof loyaltyActions)[number];

/** The dialog's quick amounts (spec part 1 §9 'Presets'); 'set' has none. */
export const LOYALTY_PRESETS: Record<LoyaltyAction, readonly number[]> = {
  add: [10, 25, 50, 100, 500],
  subtract: [10, 25, 50, 100],
  set: [],
};

const POINTS_REQUIRED = 'Points amount is required';

/**
 * The Manage Loyalty dialog and PUT /customers/{id}/loyalty-points (spec part 1 §3 and §5):
 * action, 1 to 10,000 whole points, a reason of 5 to 200 characters. `currentPoints` is what the
 * dialog showed; the server uses the stored balance. Points are a JSON number in the body, the
 * text typed in the dialog's field (decision 034).
 */
function loyaltyUpdateFields<S extends NumberSource>(source: S) {
  return z.strictObject({
    action: z.enum(loyaltyActions, { error: 'Action must be add, subtract or set' }),
    points: numberFrom(
      source,
      z
        .number({ error: POINTS_REQUIRED })
        .int('Points must be a whole number')
        .min(LOYALTY_POINTS_MIN, 'Points must be at least 1')
        .max(LOYALTY_POINTS_MAX, 'Points cannot exceed 10,000'),
    ),
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(5, {
        error: (issue) =>
          issue.input ? 'Reason must be at least 5 characters' : 'Reason is required',
      })
      .max(200, 'Reason must be less than 200 characters'),
    currentPoints: z
      .number('Current points must be a number')
      .int('Current points must be a whole number')
      .min(0, 'Current points cannot be negative')
      .max(LOYALTY_BALANCE_MAX, LOYALTY_BALANCE_MAX_MESSAGE)
      .optional(),
  });
}

/** PUT /customers/{id}/loyalty-points. */
export const loyaltyUpdateSchema = loyaltyUpdateFields('json');
/** The Manage Loyalty dialog: the points as typed. */
export const loyaltyUpdateFormSchema = loyaltyUpdateFields('typed');
export type LoyaltyUpdateInput = z.input<typeof loyaltyUpdateSchema>;
export type LoyaltyUpdate = z.output<typeof loyaltyUpdateSchema>;
