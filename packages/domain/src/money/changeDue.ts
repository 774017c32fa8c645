/**
 * Cash at the counter: what goes back to a customer who hands over `tenderedCents` for a payment
 * of `amountCents`. Null when the money handed over does not cover the payment, so a screen can
 * neither show a negative change nor take a short payment.
 */
export function changeDue(tenderedCents: number, amountCents: number): number | null {
  if (!Number.isFinite(tenderedCents) || !Number.isFinite(amountCents)) return null;
  if (tenderedCents < amountCents) return null;
  return tenderedCents - amountCents;
}
