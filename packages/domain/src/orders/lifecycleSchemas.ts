import { z } from 'zod';
import { hasWholeCents } from '../money/wholeCents';
import {
  MIN_TRANSACTION_ID_LENGTH,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
} from './paymentModalMachine';

/** Rupees to the cent, within what one counter payment can be. */
const rupees = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .finite(`${field} must be a number`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-LK')}`)
    .refine(hasWholeCents, { message: `${field} has at most two decimals` });

/** One extra item added with a payment (a quick-add item or a custom one). */
export const paymentExtraItemSchema = z.strictObject({
  name: z.string().trim().min(1, 'Item name is required').max(100, 'Item name is too long'),
  price: rupees('Item price', 100_000),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100, 'Quantity must be at most 100'),
});

/**
 * POST /orders/{id}/payments (spec part 2 §4 'Payment', §5 'Bank transfer'). The amount is what
 * the customer pays now; the extra items are added to the order first. `extraCharges.total` is
 * recomputed by the server from the items.
 */
export const paymentInputSchema = z
  .strictObject({
    method: z.enum(PAYMENT_METHODS, { error: 'Payment method must be cash or bank_transfer' }),
    amount: rupees('Amount', 10_000_000).refine((value) => value > 0, 'Amount must be more than 0'),
    status: z.literal('completed').default('completed'),
    transactionId: z.string().trim().max(100, 'Transaction ID is too long').optional(),
    notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
    extraCharges: z
      .strictObject({
        items: z.array(paymentExtraItemSchema).max(20, 'At most 20 extra items'),
        total: z.number().optional(),
      })
      .optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.method !== 'bank_transfer') return;
    const id = payment.transactionId ?? '';
    if (!id) {
      ctx.addIssue({
        code: 'custom',
        message: PAYMENT_MESSAGES.transactionIdRequired,
        path: ['transactionId'],
      });
    } else if (id.length < MIN_TRANSACTION_ID_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: PAYMENT_MESSAGES.transactionIdMin,
        path: ['transactionId'],
      });
    }
  });
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** PUT /orders/{id}/confirm-items: the actual amount of every line of a picked-up order. */
export const confirmItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        itemId: z.uuid({ error: 'Please enter valid quantities for all items' }),
        actualQuantity: z
          .number({ error: 'Please enter valid quantities for all items' })
          .int('Please enter valid quantities for all items')
          .min(0, 'Please enter valid quantities for all items')
          .max(1000, 'Quantity must be at most 1000'),
        actualWeight: z
          .number({ error: 'Please enter valid quantities for all items' })
          .min(0, 'Please enter valid quantities for all items')
          .max(1000, 'Weight must be at most 1000 kg'),
        clothingCategory: z.string().nullable().optional(),
        notes: z.string().trim().max(500).optional(),
      }),
    )
    .min(1, 'Please enter valid quantities for all items')
    .max(100),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
});
export type ConfirmItemsInput = z.output<typeof confirmItemsSchema>;

/** POST /orders/{id}/send-receipt and send-bank-details: where to (default: the customer's). */
export const orderMailSchema = z.strictObject({
  email: z.email('Please enter a valid email address').max(254).optional(),
  amount: z.number().min(0).max(10_000_000).optional(),
});
export type OrderMailInput = z.output<typeof orderMailSchema>;
