import { z } from 'zod';
import { orderSchema } from './order';
import { orderStatusSchema } from './orderStatus';

// The lifecycle calls' answers, apart from their payloads: the API client (loaded by every page of
// the back-office, sign-in included) needs these and none of the payment modal's machine.

/** The answer of send-receipt and send-bank-details: whether it left, or why it only waits. */
export const orderMailResultSchema = z.object({
  sent: z.boolean(),
  warning: z.string().nullable(),
});
export type OrderMailResult = z.infer<typeof orderMailResultSchema>;

/** The business's bank account for transfers (configuration, BANK_*). */
export const bankDetailsSchema = z.object({
  bankName: z.string(),
  branch: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** The channels a message can leave by; the shop mails only, so far. */
export const mailChannels = ['email'] as const;

/**
 * `data` of POST /orders/{id}/send-bank-details (spec part 2 §7: `sentVia, details, bankDetails`;
 * the call's `warning` sits beside `message`). `sentVia` is the channel the message left by, or
 * null when it is only kept in the outbox (no mail server, or it refused) — then `warning` says
 * so and the staff tell the customer themselves. `details` is what was sent: to whom, the amount
 * to transfer and the reference to quote (the order number).
 */
export const bankDetailsDeliverySchema = z.object({
  sentVia: z.enum(mailChannels).nullable(),
  details: z.object({
    to: z.string(),
    amount: z.number(),
    reference: z.string(),
  }),
  bankDetails: bankDetailsSchema,
});
export type BankDetailsDelivery = z.infer<typeof bankDetailsDeliverySchema>;

/** GET /orders/{id}/receipt: the order with the business that issues the receipt. */
export const orderReceiptDataSchema = z.object({
  receipt: z.object({
    order: orderSchema,
    business: z.object({
      name: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.string(),
      bankDetails: bankDetailsSchema,
    }),
  }),
});
export type OrderReceiptData = z.infer<typeof orderReceiptDataSchema>;

/** One move of an order's status (from the audit log): who, when, from what to what, and why. */
export const orderStatusChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  from: orderStatusSchema,
  to: orderStatusSchema,
  notes: z.string().nullable(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** GET /orders/{id}/status-history: the moves, oldest first. */
export const orderStatusHistoryDataSchema = z.object({
  history: z.array(orderStatusChangeSchema),
});
export type OrderStatusHistoryData = z.infer<typeof orderStatusHistoryDataSchema>;
