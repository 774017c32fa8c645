import type { TypedNumberRule } from '../forms';
import { centsToRupees, formatCurrency } from '../money';

/**
 * The most change a cash payment gives back: less than LKR 5,000, the largest note (decision
 * 042). Change of 5,000 or more means a note the customer need not have given — or a typing
 * slip (99,999,999,999 tendered): the cashier checks before the drawer opens.
 */
export const MAX_CHANGE_CENTS = 500_000 - 1;

export const PAYMENT_AMOUNT_MESSAGES = {
  positiveAmount: 'The payment must be more than LKR 0',
  tenderedShort: 'The cash tendered is less than the amount to pay',
  tenderedTooMuch:
    'The cash tendered leaves LKR 5,000 or more in change: check the amount tendered',
} as const;

/** The largest amount a payment field takes as typed, in rupees (the till's largest figure). */
const PAYMENT_FIELD_MAX = 10_000_000;

/** "Amount paid now" as typed: money, two decimals at most (issue 37). */
export const PAYMENT_AMOUNT_RULE: TypedNumberRule = {
  name: 'Amount paid now',
  decimals: 2,
  max: PAYMENT_FIELD_MAX,
};

/** "Cash tendered" as typed; the change it leaves is bounded by `MAX_CHANGE_CENTS`. */
export const CASH_TENDERED_RULE: TypedNumberRule = {
  name: 'Cash tendered',
  decimals: 2,
  max: PAYMENT_FIELD_MAX,
};

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
