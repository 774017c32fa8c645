import { roundCents } from '../money';

/**
 * The discount on an amount in integer cents: the percentage of it, rounded to the nearest cent
 * (the money module's rounding), never more than the amount itself and never below 0 (a negative amount or
 * percentage gives no discount).
 */
export function discountAmount(amountCents: number, percentage: number): number {
  return Math.max(0, Math.min(amountCents, roundCents((amountCents * percentage) / 100)));
}
