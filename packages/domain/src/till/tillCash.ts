/**
 * The cash a till holds, counted in integer cents (docs/decisions/023-till-sessions.md). The one
 * rule for "how much should be in the drawer": the float, plus the cash payments taken, minus the
 * cash refunds given, the paid-outs and the drops. The server's X and Z reports and the web's
 * counter call these; nobody adds the figures up elsewhere.
 */

/** What moves cash in or out of a drawer during a session. */
export const TILL_CASH_KINDS = ['payment', 'refund', 'paid_out', 'drop'] as const;
export type TillCashKind = (typeof TILL_CASH_KINDS)[number];

/** One movement of cash, always a positive number of cents; its kind says the direction. */
export interface TillCashMovement {
  kind: TillCashKind;
  cents: number;
}

/** A session's cash, by kind, and what should be in the drawer. */
export interface TillCashFigures {
  floatCents: number;
  cashPaymentsCents: number;
  cashRefundsCents: number;
  paidOutsCents: number;
  dropsCents: number;
  expectedCents: number;
}

/** Whether a kind brings cash into the drawer (payments) or takes it out (everything else). */
export function isCashIn(kind: TillCashKind): boolean {
  return kind === 'payment';
}

/** The drawer's figures after a float and any sequence of movements. */
export function tillCashFigures(
  floatCents: number,
  movements: readonly TillCashMovement[],
): TillCashFigures {
  const sums: Record<TillCashKind, number> = { payment: 0, refund: 0, paid_out: 0, drop: 0 };
  for (const movement of movements) sums[movement.kind] += movement.cents;
  return expectedCash({
    floatCents,
    cashPaymentsCents: sums.payment,
    cashRefundsCents: sums.refund,
    paidOutsCents: sums.paid_out,
    dropsCents: sums.drop,
  });
}

/** float + cash payments − cash refunds − paid-outs − drops, with the figures it came from. */
export function expectedCash(figures: Omit<TillCashFigures, 'expectedCents'>): TillCashFigures {
  return {
    ...figures,
    expectedCents:
      figures.floatCents +
      figures.cashPaymentsCents -
      figures.cashRefundsCents -
      figures.paidOutsCents -
      figures.dropsCents,
  };
}

/** Counted − expected: negative when cash is missing, positive when there is too much. */
export function tillVariance(countedCents: number, expectedCents: number): number {
  return countedCents - expectedCents;
}
