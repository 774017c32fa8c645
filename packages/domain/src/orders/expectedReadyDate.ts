import {
  addBusinessMinutes,
  addDays,
  type BusinessWeek,
  calendarDate,
  nextOpenDay,
  wallClockInstant,
} from '../calendar';
import { orderStatusBucket } from './orderStatus';

/** A service's estimated time when the catalogue has none (spec: estimatedTime default 60). */
export const DEFAULT_ESTIMATED_MINUTES = 60;

/**
 * What the ready time is worked out from (decision 031): when the clothes reach the shop, the
 * estimated minutes of the order's services, and express.
 */
export interface ReadyTimeInput {
  /** When the order is taken (its createdAt). */
  takenAt: Date | string;
  /** The agreed pickup when the shop collects the clothes: work cannot start before it. */
  pickupDate?: Date | string | null | undefined;
  /** The estimated minutes of each line's service (a service listed twice counts once). */
  services: readonly { serviceId: string; estimatedMinutes?: number | null | undefined }[];
  isExpressService: boolean;
}

/** The estimated work of an order: the sum of its distinct services' estimated minutes. */
export function orderWorkMinutes(services: ReadyTimeInput['services']): number {
  const minutes = new Map<string, number>();
  for (const line of services) {
    if (!line.serviceId || minutes.has(line.serviceId)) continue;
    minutes.set(line.serviceId, line.estimatedMinutes ?? DEFAULT_ESTIMATED_MINUTES);
  }
  return [...minutes.values()].reduce((sum, value) => sum + value, 0);
}

/**
 * When an order should be ready (decision 031). The clothes arrive when the order is taken, or at
 * the agreed pickup. A standard order joins the next open day's queue: its work starts at that
 * day's opening. Express (the spec's '1-day option') starts at once, or at the next opening when
 * the shop is shut. The work (the services' estimated minutes) is counted in opening hours only.
 */
export function readyTime(input: ReadyTimeInput, week: BusinessWeek, timeZone: string): Date {
  const taken = new Date(input.takenAt);
  const pickup = input.pickupDate ? new Date(input.pickupDate) : null;
  const arrival = pickup && pickup > taken ? pickup : taken;
  const work = orderWorkMinutes(input.services);
  if (input.isExpressService) return addBusinessMinutes(arrival, work, week, timeZone);
  const queueDay = nextOpenDay(addDays(calendarDate(arrival, timeZone), 1), week);
  const start = wallClockInstant(queueDay.day, queueDay.hours.opens, timeZone);
  return addBusinessMinutes(start, work, week, timeZone);
}

/** An order as the tracking page and the bag tags read its ready date. */
export interface ReadyDateOrder {
  status: string | null | undefined;
  /** The ready time stored when the order was saved (ISO instant); null for older orders. */
  expectedReadyDate: string | Date | null | undefined;
}

/**
 * The business day (YYYY-MM-DD in `timeZone`) an order is expected ready, or null once it is
 * ready, handed over or cancelled (nothing is expected), or when it was never worked out.
 */
export function expectedReadyDay(order: ReadyDateOrder, timeZone: string): string | null {
  const bucket = orderStatusBucket(order.status);
  if (bucket !== 'pending' && bucket !== 'processing') return null;
  return order.expectedReadyDate ? calendarDate(order.expectedReadyDate, timeZone) : null;
}
