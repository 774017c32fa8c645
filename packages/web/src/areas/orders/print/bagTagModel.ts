import { firstName, formatDayTime, type Order } from '@laundry/domain';

/** Bags an order may be tagged with at once: more is a typo, not a bigger order. */
export const MAX_BAGS = 20;

export const tagPapers = ['roll', 'a4'] as const;
export type TagPaper = (typeof tagPapers)[number];

export const TAG_PAPER_LABELS: Record<TagPaper, string> = {
  roll: 'Label roll (58 × 40 mm)',
  a4: 'A4 sheet',
};

/** What one bag's label shows (issue 25): nothing more of the customer than the first name. */
export interface BagTag {
  key: string;
  orderNumber: string;
  firstName: string;
  bag: string;
  items: string;
  due: string;
  express: boolean;
}

/** The number of bags typed, as a whole number between 1 and MAX_BAGS; null when it is not. */
export function bagCount(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const bags = Number(text);
  return bags >= 1 && bags <= MAX_BAGS ? bags : null;
}

/**
 * One label per bag, 'Bag n of m', with the order's item count and the ready time stored with it
 * (decision 031); no due line for an order saved before there was one.
 */
export function bagTags(order: Order, bags: number, timeZone: string): BagTag[] {
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const shared = {
    orderNumber: order.orderNumber,
    firstName: firstName(order.customerInfo.name),
    items: `${pieces} ${pieces === 1 ? 'item' : 'items'}`,
    due: order.expectedReadyDate ? `Due ${formatDayTime(order.expectedReadyDate, timeZone)}` : '',
    express: order.isExpressService,
  };
  return Array.from({ length: bags }, (_, index) => ({
    ...shared,
    key: `${order._id}-${index + 1}`,
    bag: `Bag ${index + 1} of ${bags}`,
  }));
}
