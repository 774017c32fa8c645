/** How the shop numbers orders: 'ORD-' and six digits or more (server migration 0012). */
const ORDER_NUMBER_PREFIX = 'ORD-';
const ORDER_NUMBER_DIGITS = 6;

/**
 * An order number as a customer types it or a scanner reads it ('ORD-001042', 'ord 1042',
 * '001042', '1042') in the form the shop stores; null when it is not one.
 */
export function normalizeOrderNumber(text: string): string | null {
  const match = /^(?:ORD[-\s]?)?(\d{1,12})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  return `${ORDER_NUMBER_PREFIX}${match[1].padStart(ORDER_NUMBER_DIGITS, '0')}`;
}
