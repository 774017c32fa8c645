import { centsToRupees, formatCurrency } from '../money';

export const PAYMENT_AMOUNT_MESSAGES = {
  positiveAmount: 'The payment must be more than LKR 0',
  tenderedShort: 'The cash tendered is less than the amount to pay',
} as const;

/**
 * Why a payment of `amountCents` cannot be taken when `dueCents` is due, or null: more than
 * nothing and never more than what is due, so a deposit or a part payment leaves the rest due.
 * The server's lifecycle and the payment dialog ask this one rule.
 */
export function paymentAmountRefusal(amountCents: number, dueCents: number): string | null {
  if (!(amountCents > 0)) return PAYMENT_AMOUNT_MESSAGES.positiveAmount;
  if (amountCents > dueCents)
    return `The payment is more than the ${formatCurrency(centsToRupees(dueCents), { decimals: 2 })} due`;
  return null;
}
