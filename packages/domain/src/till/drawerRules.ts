import { centsToRupees, formatCurrency } from '../money';
import { TILL_AMOUNT_MAX } from './tillForms';

/**
 * The till's answers about cash that is not there (issue 38, docs/decisions/041): the drawer's
 * expected cash never goes below 0, an adjusted count stays within what a count may be, and a
 * close is reopened once.
 */
export const drawerMessages = {
  short: (heldCents: number) =>
    `The drawer should hold only ${formatCurrency(centsToRupees(Math.max(0, heldCents)))} in cash. Take out no more than that.`,
  countBelowZero: 'An adjustment cannot take the counted cash below 0',
  countAboveMax: `An adjustment cannot take the counted cash above ${formatCurrency(TILL_AMOUNT_MAX)}`,
  notLatest: "Only the cashier's latest close can be reopened, and only once",
} as const;

/**
 * Why `takingCents` (a paid-out or a drop) may not leave a drawer expected to hold
 * `expectedCents`, or null: cash that is not in the drawer cannot leave it.
 */
export function cashOutRefusal(expectedCents: number, takingCents: number): string | null {
  return takingCents > expectedCents ? drawerMessages.short(expectedCents) : null;
}
