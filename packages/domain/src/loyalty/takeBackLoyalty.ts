/** Why an order's points were taken back: it was cancelled, or all its money went back. */
export type TakeBackCause = 'cancelled' | 'refunded';

/** The reason the loyalty history and the audit log show for a take-back. */
export function takeBackReason(orderNumber: string, cause: TakeBackCause): string {
  return cause === 'cancelled'
    ? `Order ${orderNumber} cancelled`
    : `Order ${orderNumber} refunded in full`;
}
