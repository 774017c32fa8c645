import { z } from 'zod';
import { formatCount } from '../format';
import { hasWholeCents } from '../money';
import { MIN_TRANSACTION_ID_LENGTH, PAYMENT_MESSAGES, PAYMENT_METHODS } from '../payments';
import { SHORT_TEXT_MAX_LENGTH } from '../shared';
import { CONFIRM_ITEMS_MESSAGES } from './confirmItems';
import { ORDER_LIMITS } from './orderConstants';
import { orderItemInputSchema } from './orderPayload';

/** Rupees to the cent, within what one counter payment can be. */
const rupees = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .finite(`${field} must be a number`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} must be at most ${formatCount(max)}`)
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

/**
 * PUT /orders/{id}/confirm-items: the actual amount of every line of a picked-up order, within
 * the bounds of a new order's line (the same field schemas); each line once.
 */
export const confirmItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        itemId: z.uuid({ error: CONFIRM_ITEMS_MESSAGES.invalidQuantities }),
        actualQuantity: orderItemInputSchema.shape.quantity,
        actualWeight: orderItemInputSchema.shape.weight,
        clothingCategory: z.string().max(SHORT_TEXT_MAX_LENGTH).nullable().optional(),
        notes: z.string().trim().max(500).optional(),
      }),
    )
    .min(1, CONFIRM_ITEMS_MESSAGES.invalidQuantities)
    .max(ORDER_LIMITS.maxItems)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      for (const [index, item] of items.entries()) {
        if (seen.has(item.itemId)) {
          ctx.addIssue({
            code: 'custom',
            message: CONFIRM_ITEMS_MESSAGES.repeatedItem,
            path: [index, 'itemId'],
          });
        }
        seen.add(item.itemId);
      }
    }),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
});
export type ConfirmItemsInput = z.output<typeof confirmItemsSchema>;

const customerEmail = z.email('Please enter a valid email address').max(254).optional();

/**
 * POST /orders/{id}/send-receipt (spec part 2 §7: `email`). The receipt goes to the customer's
 * own address only: `email`, when sent, must be that address.
 */
export const orderMailSchema = z.strictObject({ email: customerEmail });
export type OrderMailInput = z.output<typeof orderMailSchema>;

/**
 * POST /orders/{id}/send-bank-details (spec part 2 §7: `amount`). The server mails what the order
 * has due plus the extra items the payment modal is about to add; `amount`, when sent, is only
 * checked against that figure, never used. Like the receipt, to the customer's own address.
 */
export const bankDetailsMailSchema = z.strictObject({
  email: customerEmail,
  amount: rupees('Amount', 10_000_000).optional(),
  extraCharges: z
    .strictObject({
      items: z.array(paymentExtraItemSchema).max(20, 'At most 20 extra items'),
      total: z.number().optional(),
    })
    .optional(),
});
export type BankDetailsMailInput = z.output<typeof bankDetailsMailSchema>;
