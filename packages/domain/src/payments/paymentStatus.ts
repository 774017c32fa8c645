import { z } from 'zod';

/** Derived from the amounts, never set by hand: nothing paid, some paid, or nothing due. */
export const paymentStatuses = ['unpaid', 'partial', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusSchema = z.enum(paymentStatuses);

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  partial: 'Partially Paid',
  paid: 'Fully Paid',
};

/** The payment status of an order from its total and paid amount (integer cents). */
export function paymentStatusOf(totalCents: number, paidCents: number): PaymentStatus {
  if (paidCents >= totalCents) return 'paid';
  return paidCents > 0 ? 'partial' : 'unpaid';
}
