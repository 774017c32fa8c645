import { z } from 'zod';
import { formatCount } from '../format';
import { centsToRupees, formatCurrency, hasWholeCents } from '../money';
import { PAYMENT_METHODS } from './payment';

/** The longest reason kept with a refund. */
export const REFUND_REASON_MAX = 500;
/** The largest refund one request may ask for, in rupees (a payment's own bound). */
export const REFUND_AMOUNT_MAX = 10_000_000;

export const REFUND_METHODS = PAYMENT_METHODS;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank Transfer',
};

export const refundMessages = {
  created: 'Refund recorded successfully',
  failed: 'Failed to record refund',
  amountRequired: 'Amount must be a number',
  amountPositive: 'Amount must be more than 0',
  amountMax: `Amount must be at most ${formatCount(REFUND_AMOUNT_MAX)}`,
  amountDecimals: 'Amount has at most two decimals',
  methodRequired: 'Refund method must be cash or bank_transfer',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${REFUND_REASON_MAX} characters`,
  paymentNotFound: 'Payment not found',
  notCompleted: 'Only a completed payment can be refunded',
  nothingLeft: 'This payment has already been refunded in full',
  orderHasRefunds: 'This order has refunds on its books and cannot be deleted. Cancel it instead.',
} as const;

/** The refusal of an amount over what is left: says how much may still be refunded. */
export function refundTooLargeMessage(refundableCents: number): string {
  const left = formatCurrency(centsToRupees(refundableCents), { decimals: 2 });
  return `The refund is more than what is left to refund on this payment (${left})`;
}

/**
 * POST /orders/{id}/payments/{paymentId}/refunds: part or all of a completed payment given back.
 * Amount in rupees (two decimals at most), the way the money leaves, and why (required).
 */
export const refundAmountSchema = z
  .number({ error: refundMessages.amountRequired })
  .finite(refundMessages.amountRequired)
  .gt(0, refundMessages.amountPositive)
  .max(REFUND_AMOUNT_MAX, refundMessages.amountMax)
  .refine(hasWholeCents, refundMessages.amountDecimals);

export const refundInputSchema = z.strictObject({
  amount: refundAmountSchema,
  method: z.enum(REFUND_METHODS, { error: refundMessages.methodRequired }),
  reason: z
    .string({ error: refundMessages.reasonRequired })
    .trim()
    .min(1, refundMessages.reasonRequired)
    .max(REFUND_REASON_MAX, refundMessages.reasonTooLong),
});
export type RefundInput = z.output<typeof refundInputSchema>;

/** The path of the refund call. */
export const refundParamsSchema = z.object({
  id: z.uuid({ error: 'Order not found' }),
  paymentId: z.uuid({ error: refundMessages.paymentNotFound }),
});

/** A refund as the order answers it (its payment history and receipts); amounts in rupees. */
export const orderRefundSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  reason: z.string(),
  refundedBy: z.string().nullable(),
  refundedAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
