import { normalizePhone } from '../shared';

/**
 * A 10-digit number shown as 3-3-4 with dashes ('077-123-4567'); anything else unchanged
 * (spec part 1 §9 'Phone display'). Read with the one phone normaliser, so separators and a
 * +94 prefix are ignored. `separator: ' '` writes it as Sri Lankans print it ('077 123 4567'),
 * for paper: the receipt.
 */
export function formatPhone(phone: string | null | undefined, separator: '-' | ' ' = '-'): string {
  if (!phone) return '';
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(normalizePhone(phone));
  return match ? [match[1], match[2], match[3]].join(separator) : phone;
}
