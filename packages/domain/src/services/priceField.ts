import { z } from 'zod';
import { hasWholeCents } from '../money';
import { MAX_PRICE } from './constants';

/** A price in rupees: 0 to 1,000,000, at most two decimals (step 0.01); a form wraps it in `numberFrom`. */
export function priceField(messages: { required: string; negative: string }) {
  return z
    .number({ error: messages.required })
    .min(0, messages.negative)
    .max(MAX_PRICE, 'Price cannot exceed LKR 1,000,000')
    .refine(hasWholeCents, 'Price can have at most 2 decimals');
}
