import { z } from 'zod';
import { MAX_PRICE } from './constants';

/** A typed number: '' and null mean "not given", text is read as a number. */
export function readNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  }
  return value;
}

/** Whether a rupee amount has at most two decimals (it is a whole number of cents). */
export function hasWholeCents(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** Rupees to integer cents: the one conversion, for amounts that passed `priceField`. */
export function rupeesToCents(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer cents to rupees. */
export function centsToRupees(cents: number): number {
  return Math.round(cents) / 100;
}

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
