import { z } from 'zod';

/**
 * The one status set an order is stored with: the order statuses of spec part 2 §4, in the order
 * an order moves through them, and the two handovers the spec lacks (docs/decisions/
 * 025-handover.md): `collected` ends a walk-in order after Services Complete, `delivered` a
 * delivery after Ready for Delivery. Every other status list of the spec (the progress map, the
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
  'collected',
  'deliver',
  'delivered',
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
  // Not in §4's list: plain words (decision 025). 'Delivered' is the progress map's own value.
  collected: 'Collected',
  deliver: 'Ready for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The statuses that end an order: it has left the shop (decision 025). */
export const handedOverStatuses: readonly OrderStatus[] = ['collected', 'delivered'];

/** Whether the order has left the shop: collected at the counter or delivered. */
export function isHandedOver(value: string | null | undefined): boolean {
  const status = normalizeOrderStatus(value);
  return status !== null && handedOverStatuses.includes(status);
}

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
  // Ready for Delivery is still in the shop (issue 26): ready, not delivered.
  deliver: 'ready',
  // The report's 'delivered' is every order that left the shop, by hand or by delivery.
  collected: 'delivered',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * Progress of each status, from the spec's progress map (§9): pickup is its 'pending' (5),
 * received its 'confirmed' (15), the five operations keep their own, complete is
 * 'ready_for_pickup' (85), deliver 'out_for_delivery' (90), cancelled 0. The two handovers end
 * the order: 100, the map's 'completed' (decision 025: the map's 95 for 'delivered' would leave
 * a finished delivery short of done).
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
  collected: 100,
  deliver: 90,
  delivered: 100,
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
  // The map's last step (100): the order is finished, handed to the customer.
  completed: 'collected',
  out_for_delivery: 'deliver',
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
 * The Order Progress bar's percentage (spec §9's map): only a finished order — collected or
 * delivered — is 100. A bag on the shelf (Services Complete) is the map's ready_for_pickup (85),
 * Ready for Delivery its out_for_delivery (90). Cancelled and unknown are 0.
 */
export function orderProgress(order: { status: string | null | undefined }): number {
  const status = normalizeOrderStatus(order.status);
  return status ? progress[status] : 0;
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

/**
 * The status a receipt prints for the customer (issue 26). §4's 'Ready for Pickup' means the
 * shop still has to fetch the clothes, which a customer reads as "my bag is ready": the receipt
 * says 'Pickup Scheduled' instead, and 'Items Received' once the items are confirmed (the shop
 * has them, whatever status an older order was left at). Every other status keeps its label.
 */
export function receiptStatusLabel(order: {
  status: string | null | undefined;
  itemsConfirmed?: boolean;
}): string {
  if (normalizeOrderStatus(order.status) !== 'pickup') return orderStatusLabel(order.status);
  return order.itemsConfirmed ? ORDER_STATUS_LABELS.received : 'Pickup Scheduled';
}
