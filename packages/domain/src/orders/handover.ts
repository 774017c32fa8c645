import { z } from 'zod';
import { defineList } from '../lists/defineList';
import { paginationSchema } from '../shared/api';
import { balanceDueCents } from './balanceDue';
import { paymentInputSchema } from './lifecycleSchemas';
import { ORDER_LIMITS } from './orderConstants';
import { handedOverStatuses, type OrderStatus } from './orderStatus';
import { nextStatus, type StatusOrder } from './statusMoves';

/**
 * The one-step handover (issue 26, docs/decisions/025-handover.md): a ready order leaves the
 * shop — collected at the counter, or delivered — and the balance, if any, is taken on the way
 * through the ordinary payment path in the same transaction.
 */
export const handoverInputSchema = z.strictObject({
  /** The balance, when one is due: the payment dialog's own payload. */
  payment: paymentInputSchema.optional(),
  notes: z
    .string()
    .trim()
    .max(ORDER_LIMITS.maxNotes)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type HandoverInput = z.output<typeof handoverInputSchema>;

export const HANDOVER_MESSAGES = {
  notReady: 'This order is not ready to hand over',
  handedOver: 'Order handed over',
} as const;

export interface HandoverPlan {
  /** collected (walk-in) or delivered (delivery). */
  status: OrderStatus;
  /** What must be paid before the bag leaves. */
  dueCents: number;
}

/**
 * The handover an order is ready for: its next step when that step is a handover, with what is
 * still due; null when the order is not on the shelf (or with the driver) yet.
 */
export function handoverOf(
  order: StatusOrder & { totalCents: number; paidCents: number },
): HandoverPlan | null {
  const next = nextStatus(order);
  if (!next || !handedOverStatuses.includes(next)) return null;
  return {
    status: next,
    dueCents: balanceDueCents({
      status: order.status,
      totalCents: order.totalCents,
      paidCents: order.paidCents,
    }),
  };
}

/**
 * GET /orders/ready: the bags waiting to be collected, oldest first (the one order: the list's
 * only sort); search by number or phone. One list definition, so the screen keeps its query in the
 * address like every other list (docs/decisions/005).
 */
export const readyList = defineList({
  pageSize: 20,
  sortFields: ['readyAt'],
  sortOptions: [
    { value: 'readyAt-asc', label: 'Waiting Longest', sortBy: 'readyAt', sortOrder: 'asc' },
  ],
  filters: {},
});
export const readyListQuerySchema = readyList.querySchema;
export type ReadyListQuery = z.output<typeof readyListQuerySchema>;

/** One waiting bag of the 'Ready for collection' list. */
export const readyOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  phone: z.string(),
  readyAt: z.string().nullable(),
  /** Calendar days on the shelf, in the business time zone; 0 on the day it was finished. */
  daysWaiting: z.number().int().nonnegative(),
  totalAmount: z.number(),
  balanceDue: z.number(),
  shelfSlot: z.string().nullable(),
});
export type ReadyOrder = z.infer<typeof readyOrderSchema>;

export const readyListDataSchema = z.object({
  orders: z.array(readyOrderSchema),
  pagination: paginationSchema('totalOrders'),
});
export type ReadyListData = z.infer<typeof readyListDataSchema>;
