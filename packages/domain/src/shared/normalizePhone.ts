// No zod here: the landing page formats phone numbers without loading the schema library.

/** 10 to 15 digits, nothing else (spec: 'Phone 10-15 digits'): how every number is stored. */
export const PHONE_PATTERN = /^\d{10,15}$/;

/** What people type between the digits of a number: spaces, dashes, dots and brackets. */
export const PHONE_SEPARATORS = /[\s\-.()]/g;

/** Sri Lanka's country code, with the trunk 0 some people keep after it (+94 077…). */
const SRI_LANKA_PREFIX = /^\+940?(\d+)$/;

/**
 * The one phone normaliser of forms, the server and search: separators dropped, and a Sri
 * Lankan number written internationally (`+94 77 123 4567`) stored as the local `0771234567`
 * so one phone is never two customers (and a search for `+94 77` finds `077…`). Another leading `+` is dropped (`+44 20…` → `4420…`).
 * Letters or other signs are kept, so the number then fails the 10-15 digits check instead of
 * being silently cleaned.
 */
export function normalizePhone(text: string): string {
  const compact = text.trim().replace(PHONE_SEPARATORS, '');
  const local = SRI_LANKA_PREFIX.exec(compact);
  if (local) return `0${local[1]}`;
  return compact.startsWith('+') ? compact.slice(1) : compact;
}
