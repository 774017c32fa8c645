import { z } from 'zod';
import { isCalendarDate } from '../calendar';
import { ORDER_LIMITS } from './orderConstants';

export const orderScheduleMessages = {
  invalid: (leg: string) => `${leg} date must be a date and time`,
  past: (leg: string) => `${leg} date cannot be in the past`,
  tooFar: (leg: string) => `${leg} date must be within ${ORDER_LIMITS.maxScheduleDays} days`,
  deliveryBeforePickup: 'Delivery date must be after the pickup date',
  deliveryBeforeReady: 'Delivery date cannot be before the order is ready',
} as const;

/**
 * A pickup or delivery date and time in a payload: an ISO instant with its offset, a real
 * calendar day, or null / absent for none.
 */
export function scheduleDateField(leg: 'Pickup' | 'Delivery') {
  return (
    z.iso
      .datetime({ offset: true, error: orderScheduleMessages.invalid(leg) })
      // An instant with an offset fits in 40 characters ('2026-03-02T14:00:00.123456789+05:30').
      .max(40, orderScheduleMessages.invalid(leg))
      .refine((text) => isCalendarDate(text.slice(0, 10)), orderScheduleMessages.invalid(leg))
      .nullable()
      .optional()
  );
}

export interface OrderSchedule {
  pickupRequired: boolean;
  pickupDate?: string | null | undefined;
  deliveryRequired: boolean;
  deliveryDate?: string | null | undefined;
}

export interface ScheduleContext {
  now: Date;
  /** When the order will be ready (`readyTime`); null when it cannot be worked out yet. */
  readyAt: Date | null;
  /** The dates the order already carries (an edit): kept unchanged, they may be in the past. */
  kept?: { pickupDate?: string | Date | null; deliveryDate?: string | Date | null } | undefined;
}

export interface ScheduleIssue {
  field: 'pickupDate' | 'deliveryDate';
  message: string;
}

const MINUTE = 60_000;

function sameInstant(a: string | Date | null | undefined, b: Date): boolean {
  return a !== null && a !== undefined && new Date(a).getTime() === b.getTime();
}

/**
 * The rules on an order's pickup and delivery dates (decision 031), with the clock passed in: a
 * date is not in the past (unless the order already had it), at most 60 days ahead; a delivery
 * comes after the pickup and not before the order is ready. A date of a leg not required is
 * ignored (it is not stored).
 */
export function orderScheduleIssues(
  schedule: OrderSchedule,
  { now, readyAt, kept }: ScheduleContext,
): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const earliest = now.getTime() - ORDER_LIMITS.pastGraceMinutes * MINUTE;
  const latest = now.getTime() + ORDER_LIMITS.maxScheduleDays * 24 * 60 * MINUTE;
  const dates: Partial<Record<ScheduleIssue['field'], Date>> = {};
  for (const [leg, label] of [
    ['pickup', 'Pickup'],
    ['delivery', 'Delivery'],
  ] as const) {
    const text = schedule[`${leg}Date`];
    if (!schedule[`${leg}Required`] || !text) continue;
    const field = `${leg}Date` as const;
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) {
      issues.push({ field, message: orderScheduleMessages.invalid(label) });
      continue;
    }
    dates[field] = date;
    if (sameInstant(kept?.[field], date)) continue;
    if (date.getTime() < earliest)
      issues.push({ field, message: orderScheduleMessages.past(label) });
    else if (date.getTime() > latest) {
      issues.push({ field, message: orderScheduleMessages.tooFar(label) });
    }
  }
  const { pickupDate, deliveryDate } = dates;
  if (deliveryDate && !issues.some((issue) => issue.field === 'deliveryDate')) {
    if (pickupDate && deliveryDate <= pickupDate) {
      issues.push({ field: 'deliveryDate', message: orderScheduleMessages.deliveryBeforePickup });
    } else if (readyAt && deliveryDate < readyAt) {
      issues.push({ field: 'deliveryDate', message: orderScheduleMessages.deliveryBeforeReady });
    }
  }
  return issues;
}
