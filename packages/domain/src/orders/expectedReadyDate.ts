import { addDays } from '../calendar/addDays';
import { calendarDate } from '../calendar/calendarDate';
import { orderStatusBucket } from './orderStatus';

/**
 * Days from the day an order is taken to the day it is ready. Express is the receipt's
 * 'EXPRESS SERVICE (1 day)'; the standard turnaround is not in the spec, two days is the shop's
 * promise at the counter (issue 25: the tracking page and the bag tags show the same date).
 */
export const EXPRESS_TURNAROUND_DAYS = 1;
export const STANDARD_TURNAROUND_DAYS = 2;

export interface ReadyDateOrder {
  status: string | null | undefined;
  /** When the order was taken (ISO instant or Date). */
  createdAt: string | Date;
  isExpressService: boolean;
  /** The agreed delivery date, when the shop delivers: it wins over the turnaround. */
  deliveryDate?: string | Date | null | undefined;
}

/**
 * The business day (YYYY-MM-DD in `timeZone`) an order should be ready: the agreed delivery date
 * when there is one, else the day it was taken plus the turnaround. The one rule behind the
 * tracking page's 'Expected ready' and the bag tag's due date.
 */
export function dueDate(order: ReadyDateOrder, timeZone: string): string {
  if (order.deliveryDate) return calendarDate(order.deliveryDate, timeZone);
  const days = order.isExpressService ? EXPRESS_TURNAROUND_DAYS : STANDARD_TURNAROUND_DAYS;
  return addDays(calendarDate(order.createdAt, timeZone), days);
}

/** The same, but null once the order is ready, delivered or cancelled: nothing is expected. */
export function expectedReadyDate(order: ReadyDateOrder, timeZone: string): string | null {
  const bucket = orderStatusBucket(order.status);
  if (bucket !== 'pending' && bucket !== 'processing') return null;
  return dueDate(order, timeZone);
}
