import { z } from 'zod';

/**
 * The one status set an order is stored with: the order statuses of spec part 2 §4, in the order
 * an order moves through them. Every other status list of the spec (the progress map, the
 * dashboard values, the report buckets) is mapped onto this one below; see the domain README.
 */
export const orderStatuses = [
  'pickup',
  'received',
  'washing',
  'drying',
  'ironing',
  'dry_cleaning',
  'folding',
  'complete',
  'deliver',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses, { error: 'Please select a status' });

export type OrderTone =
  | 'neutral'
  | 'grey'
  | 'primary'
  | 'blue'
  | 'purple'
  | 'green'
  | 'amber'
  | 'red';

/** The label of each status, as §4 names it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pickup: 'Ready for Pickup',
  received: 'Items Received',
  washing: 'Washing',
  drying: 'Drying',
  ironing: 'Ironing',
  dry_cleaning: 'Dry Cleaning',
  folding: 'Folding',
  complete: 'Services Complete',
  deliver: 'Ready for Delivery',
  cancelled: 'Cancelled',
};

/**
 * The report's buckets (spec part 2 §2.11 'Order Status': pending amber, processing blue, ready
 * purple, delivered green, cancelled red, other grey). Every status falls in exactly one; 'other'
 * is only for a value the vocabulary does not know.
 */
export const orderStatusBuckets = [
  'pending',
  'processing',
  'ready',
  'delivered',
  'cancelled',
  'other',
] as const;
export type OrderStatusBucket = (typeof orderStatusBuckets)[number];

export const ORDER_STATUS_BUCKET_LABELS: Record<OrderStatusBucket, string> = {
  pending: 'Pending',
  processing: 'Processing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  other: 'Other',
};

export const ORDER_STATUS_BUCKET_TONES: Record<OrderStatusBucket, OrderTone> = {
  pending: 'amber',
  processing: 'blue',
  ready: 'purple',
  delivered: 'green',
  cancelled: 'red',
  other: 'grey',
};

const buckets: Record<OrderStatus, OrderStatusBucket> = {
  pickup: 'pending',
  received: 'pending',
  washing: 'processing',
  drying: 'processing',
  ironing: 'processing',
  dry_cleaning: 'processing',
  folding: 'processing',
  complete: 'ready',
  // The last step of a delivered order: handed to delivery, no later status exists.
  deliver: 'delivered',
  cancelled: 'cancelled',
};

/**
 * Progress of each status, from the spec's progress map (§9): pickup is its 'pending' (5),
 * received its 'confirmed' (15), the five operations keep their own, complete is
 * 'ready_for_pickup' (85), deliver 'out_for_delivery' (90), cancelled 0. An order collected
 * at Services Complete shows 100: see `orderProgress`.
 */
const progress: Record<OrderStatus, number> = {
  pickup: 5,
  received: 15,
  washing: 25,
  drying: 35,
  ironing: 45,
  dry_cleaning: 55,
  folding: 65,
  complete: 85,
  deliver: 90,
  cancelled: 0,
};

/**
 * The other status names the spec uses (the progress map of §9, the dashboard and customer
 * history of part 1 §4), each mapped onto the canonical status it means.
 */
export const ORDER_STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = {
  pending: 'pickup',
  confirmed: 'received',
  quality_check: 'folding',
  ready_for_pickup: 'complete',
  completed: 'complete',
  out_for_delivery: 'deliver',
  delivered: 'deliver',
  // An order on hold is back at the counter: received, not yet in any operation.
  on_hold: 'received',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (orderStatuses as readonly unknown[]).includes(value);
}

/** The canonical status a value of any of the spec's lists means; null for an unknown value. */
export function normalizeOrderStatus(value: string | null | undefined): OrderStatus | null {
  if (!value) return null;
  if (isOrderStatus(value)) return value;
  return Object.hasOwn(ORDER_STATUS_ALIASES, value) ? (ORDER_STATUS_ALIASES[value] ?? null) : null;
}

/** A status's label; an unknown value shows 'Unknown' as the report does. */
export function orderStatusLabel(value: string | null | undefined): string {
  const status = normalizeOrderStatus(value);
  return status ? ORDER_STATUS_LABELS[status] : 'Unknown';
}

export function orderStatusBucket(value: string | null | undefined): OrderStatusBucket {
  const status = normalizeOrderStatus(value);
  return status ? buckets[status] : 'other';
}

/** The badge tone of a status: its bucket's colour. */
export function orderStatusTone(value: string | null | undefined): OrderTone {
  return ORDER_STATUS_BUCKET_TONES[orderStatusBucket(value)];
}

/** The statuses in a bucket, for the SQL filters of lists and stats. */
export function statusesInBucket(bucket: OrderStatusBucket): OrderStatus[] {
  return orderStatuses.filter((status) => buckets[status] === bucket);
}

/**
 * The Order Progress bar's percentage (spec §9's map): only a finished order is 100 — one that
 * the customer collects, at Services Complete. Ready for Delivery is not delivered: it stays at
 * the map's out_for_delivery (90), and Services Complete of an order still to be delivered at
 * ready_for_pickup (85). Cancelled is 0.
 */
export function orderProgress(order: {
  status: string | null | undefined;
  orderPhase?: string | null;
  deliveryRequired?: boolean;
}): number {
  const status = normalizeOrderStatus(order.status);
  if (!status) return 0;
  if (status === 'complete' && order.orderPhase === 'completed' && !order.deliveryRequired) {
    return 100;
  }
  return progress[status];
}

/**
 * Whether an order counts towards its customer's totalOrders and totalSpent (and revenue):
 * every order except a cancelled one.
 */
export function countsTowardsCustomerTotals(status: string | null | undefined): boolean {
  return normalizeOrderStatus(status) !== 'cancelled';
}

/** The status a new order starts in: waiting for pickup when the shop collects, else received. */
export function initialOrderStatus(order: { pickupRequired: boolean }): OrderStatus {
  return order.pickupRequired ? 'pickup' : 'received';
}
