import { z } from 'zod';
import { orderSchema } from './order';

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
