/**
 * Why an order's points were taken back: it was cancelled, all its money went back, or part of
 * it did (the points of what went back, issue 38).
 */
export type TakeBackCause = 'cancelled' | 'refunded' | 'refundedInPart';

/** The reason the loyalty history and the audit log show for a take-back. */
export function takeBackReason(orderNumber: string, cause: TakeBackCause): string {
  if (cause === 'cancelled') return `Order ${orderNumber} cancelled`;
  return cause === 'refunded'
    ? `Order ${orderNumber} refunded in full`
    : `Order ${orderNumber} refunded in part`;
}
