import { refundMessages, refundTooLargeMessage } from './refund';

/** A payment and what was already refunded of it, in integer cents. */
export interface RefundablePayment {
  amountCents: number;
  status: string;
  refundedCents: number;
}

/** What may still be refunded of a payment: nothing unless it completed. */
export function refundableCents(payment: RefundablePayment): number {
  if (payment.status !== 'completed') return 0;
  return Math.max(0, payment.amountCents - payment.refundedCents);
}

/** The most a refund of the payment may give back now: what is left of it, within what the order holds. */
export function refundLeftCents(payment: RefundablePayment, orderPaidCents: number): number {
  return Math.min(refundableCents(payment), Math.max(0, orderPaidCents));
}

/**
 * Why a refund of `amountCents` must be refused, or null when it may go: only a completed payment,
 * never more than is left of it, and never more than the order holds (its net paid amount).
 */
export function refundRefusal(
  payment: RefundablePayment,
  orderPaidCents: number,
  amountCents: number,
): string | null {
  if (payment.status !== 'completed') return refundMessages.notCompleted;
  const left = refundLeftCents(payment, orderPaidCents);
  if (left === 0) return refundMessages.nothingLeft;
  if (amountCents > left) return refundTooLargeMessage(left);
  return null;
}

/** Whether an order's money has all gone back: something was paid and nothing of it is left. */
export function isRefundedInFull(receivedCents: number, refundedCents: number): boolean {
  return receivedCents > 0 && refundedCents >= receivedCents;
}
