/**
 * The discount on an amount in integer cents: the percentage of it, rounded to the nearest cent
 * (halves up), never more than the amount itself.
 */
export function discountAmount(amountCents: number, percentage: number): number {
  if (amountCents <= 0 || percentage <= 0) return 0;
  return Math.min(amountCents, Math.round((amountCents * percentage) / 100));
}
