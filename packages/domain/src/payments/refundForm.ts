import { z } from 'zod';
import { readNumber } from '../forms';
import { rupeesToCents } from '../money';
import { refundAmountSchema, refundInputSchema } from './refund';
import { type RefundablePayment, refundRefusal } from './refundable';

/**
 * The refund dialog's schema: the API's, with the amount typed as text, and the server's own
 * limit previewed (what is left of the payment and of the order's paid amount), so the field
 * says "more than what is left" before anything is sent.
 */
export function refundFormSchema(payment: RefundablePayment, orderPaidCents: number) {
  return refundInputSchema
    .extend({ amount: z.preprocess(readNumber, refundAmountSchema) })
    .superRefine((value, ctx) => {
      const refusal = refundRefusal(payment, orderPaidCents, rupeesToCents(value.amount));
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['amount'] });
    });
}
