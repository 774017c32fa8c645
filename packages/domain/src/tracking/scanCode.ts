import { normalizeOrderNumber } from './orderNumberText';

/**
 * What a handheld scanner typed, read as an order number: a bag tag's QR holds the order number
 * alone ('ORD-001042'). Only a whole order number counts — with its prefix, or six digits or
 * more — so a short number typed by hand is not mistaken for one.
 */
export function orderNumberFromScan(text: string): string | null {
  const trimmed = text.trim();
  if (!/^ORD[-\s]?\d+$/i.test(trimmed) && !/^\d{6,12}$/.test(trimmed)) return null;
  return normalizeOrderNumber(trimmed);
}

/** The first name of a customer, for the bag tag (nothing more of the name leaves the counter). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
