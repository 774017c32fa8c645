import { z } from 'zod';
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
