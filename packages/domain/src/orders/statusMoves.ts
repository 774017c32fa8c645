import { z } from 'zod';
import type { MessageEvent } from '../messages';
import { ORDER_LIMITS } from './orderConstants';
import {
  handedOverStatuses,
  normalizeOrderStatus,
  type OrderStatus,
  orderStatuses,
  orderStatusSchema,
} from './orderStatus';

/**
 * Which statuses the status panel offers and which moves it allows (spec part 2 §4 'Statuses
 * offered in the status panel', 'Allowed moves'): the rules the lifecycle machine's guards read
 * (orderLifecycleMachine.ts). What decides a move asks the machine, not these.
 */

/** The service operations (a service's `statuses`) and the order status each one means. */
const OPERATION_STATUS: Record<string, OrderStatus> = {
  wash: 'washing',
  dry: 'drying',
  iron: 'ironing',
  dry_clean: 'dry_cleaning',
  fold: 'folding',
};

export interface StatusOrder {
  status: string;
  pickupRequired: boolean;
  deliveryRequired: boolean;
  itemsConfirmed?: boolean;
  orderPhase?: string | null;
  items: readonly { serviceName: string; service?: { statuses?: readonly string[] } | null }[];
}

/** The operations of one service: its statuses, or guessed from its name when it has none. */
function operationsOf(item: StatusOrder['items'][number]): OrderStatus[] {
  const statuses = item.service?.statuses ?? [];
  if (statuses.length > 0) {
    // Stryker disable next-line ArrayDeclaration: an unknown operation is never asked for
    return statuses.flatMap((op) => (OPERATION_STATUS[op] ? [OPERATION_STATUS[op]] : []));
  }
  const name = item.serviceName.toLowerCase();
  // Stryker disable next-line ArrayDeclaration: an unknown operation is never asked for
  const found: OrderStatus[] = [];
  if (name.includes('wash')) found.push('washing');
  if (/dry[\s_-]*clean/.test(name)) found.push('dry_cleaning');
  // 'Dry' alone means drying; the 'dry' of 'dry clean' does not.
  if (/dry(?![\s_-]*clean)/.test(name)) found.push('drying');
  if (name.includes('iron')) found.push('ironing');
  if (name.includes('fold')) found.push('folding');
  return found;
}

/** The statuses offered for an order, in the order an order moves through them. */
export function offeredStatuses(order: StatusOrder): OrderStatus[] {
  const operations = new Set(order.items.flatMap(operationsOf));
  return orderStatuses.filter((status) => {
    switch (status) {
      case 'pickup':
        return order.pickupRequired;
      // A walk-in order is collected at the counter; a delivery goes out and is delivered.
      case 'collected':
        return !order.deliveryRequired;
      case 'deliver':
      case 'delivered':
        return order.deliveryRequired;
      case 'washing':
      case 'drying':
      case 'ironing':
      case 'dry_cleaning':
      case 'folding':
        return operations.has(status);
      default:
        return true;
    }
  });
}

/**
 * The statuses an order may move to: the current one or up to two steps later in the offered
 * list, and cancelled at any time; once cancelled, only cancelled. A handover (collected,
 * delivered) is only ever the very next step — the bag is on the shelf or out with the driver
 * first — and it ends the order: nothing follows it, not even a cancel (decision 025).
 */
export function allowedStatuses(order: StatusOrder): OrderStatus[] {
  const current = normalizeOrderStatus(order.status);
  if (current === 'cancelled') return ['cancelled'];
  if (current && handedOverStatuses.includes(current)) return [current];
  const rank = (status: OrderStatus) => orderStatuses.indexOf(status);
  const currentRank = current ? rank(current) : -1;
  const later = offeredStatuses(order)
    .filter((status) => status !== 'cancelled' && rank(status) > currentRank)
    .slice(0, 2)
    .filter((status, index) => index === 0 || !handedOverStatuses.includes(status));
  return [...(current ? [current] : []), ...later, 'cancelled'];
}

/**
 * The one next step (issue 26's 'one key to move on'): the first allowed status after the
 * current one, or null when the order is finished or cancelled.
 */
export function nextStatus(order: StatusOrder): OrderStatus | null {
  const current = normalizeOrderStatus(order.status);
  return (
    allowedStatuses(order).find((status) => status !== current && status !== 'cancelled') ?? null
  );
}

/** Whether a move is allowed (the server refuses the others with 409). */
export function canMoveToStatus(order: StatusOrder, next: string): boolean {
  const status = normalizeOrderStatus(next);
  return allowedStatuses(order).some((allowed) => allowed === status);
}

/** The offered steps already reached (the timeline marks them). */
export function reachedStatuses(order: StatusOrder): OrderStatus[] {
  const current = normalizeOrderStatus(order.status);
  if (!current) return [];
  if (current === 'cancelled') return ['cancelled'];
  const currentRank = orderStatuses.indexOf(current);
  // Cancelled ranks last, after any status an order that is not cancelled can be at.
  return offeredStatuses(order).filter((status) => orderStatuses.indexOf(status) <= currentRank);
}

/** Confirm Items shows for a picked-up order whose items are not confirmed yet (§4). */
export function canConfirmItems(order: StatusOrder): boolean {
  const status = normalizeOrderStatus(order.status);
  return (
    order.pickupRequired &&
    (status === 'pickup' || status === 'received') &&
    order.itemsConfirmed !== true
  );
}

/** The 'Items Need Confirmation' banner (§2.6): draft, pickup, unconfirmed, received. */
export function needsItemConfirmation(order: StatusOrder): boolean {
  return (
    (order.orderPhase || 'draft') === 'draft' &&
    order.pickupRequired &&
    order.itemsConfirmed !== true &&
    normalizeOrderStatus(order.status) === 'received'
  );
}

/** A rack or shelf slot is a short label ('B3', 'Rack 2 / top'). */
export const SHELF_SLOT_MAX = 20;

/**
 * PATCH /orders/{id}/status (spec part 2 §5 'Status update'): a status, optional trimmed notes,
 * and at Services Complete the rack or shelf slot the bag waits on (issue 26).
 */
export const statusUpdateSchema = z.strictObject({
  status: orderStatusSchema,
  shelfSlot: z
    .string()
    .trim()
    .max(SHELF_SLOT_MAX, `The shelf slot is at most ${SHELF_SLOT_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  notes: z
    .string()
    .trim()
    .max(ORDER_LIMITS.maxNotes)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type StatusUpdate = z.output<typeof statusUpdateSchema>;

export const STATUS_UPDATE_MESSAGES = {
  updated: 'Order status updated successfully',
  failed: 'Failed to update order status',
} as const;

/**
 * The message a status move calls for: a walk-in order arriving at Services Complete is ready
 * for collection; an order arriving at Ready for Delivery is on its way. A delivery order at
 * Services Complete is not for the customer yet (it is not theirs to collect).
 */
export function messageEventOfMove(
  from: OrderStatus,
  to: OrderStatus,
  deliveryRequired: boolean,
): MessageEvent | null {
  if (from === to) return null;
  if (to === 'complete' && !deliveryRequired) return 'ready';
  if (to === 'deliver') return 'out_for_delivery';
  return null;
}
