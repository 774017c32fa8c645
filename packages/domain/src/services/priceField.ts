import { z } from 'zod';
import { readNumber } from '../forms/readNumber';
import { hasWholeCents } from '../money/wholeCents';
import { MAX_PRICE } from './constants';

/** A price in rupees: 0 to 1,000,000, at most two decimals (step 0.01). */
export function priceField(messages: { required: string; negative: string }) {
  return z.preprocess(
    readNumber,
    z
      .number({ error: messages.required })
      .min(0, messages.negative)
      .max(MAX_PRICE, 'Price cannot exceed LKR 1,000,000')
      .refine(hasWholeCents, 'Price can have at most 2 decimals'),
  );
}
