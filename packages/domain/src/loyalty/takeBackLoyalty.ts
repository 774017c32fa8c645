/**
 * The points taken back from a customer when the order that earned them is refunded in full:
 * what the order earned, but never more than the customer still has (points already spent are
 * not made negative). The loyalty history records the difference.
 */
export function pointsToTakeBack(balance: number, earned: number | null): number {
  return Math.max(0, Math.min(balance, earned ?? 0));
}

/** The reason the loyalty history shows for a take-back. */
export function takeBackReason(orderNumber: string): string {
  return `Order ${orderNumber} refunded in full`;
}
