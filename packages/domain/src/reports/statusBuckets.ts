import { type OrderStatusBucket, orderStatusBucket, orderStatusBuckets } from '../orders';
import type { StatusRow } from './reportRows';

const isBucket = (value: string): value is OrderStatusBucket =>
  (orderStatusBuckets as readonly string[]).includes(value);

/**
 * The Order Status report's one grouping (issue 39), for its screen and its Excel alike: the
 * stored statuses summed into the spec's buckets (part 2 §2.11: pending, processing, ready,
 * delivered, cancelled, other), in the buckets' order; a row without a status stays apart, last,
 * as 'Unknown'. A row whose status is already a bucket keeps it, so grouping twice changes nothing.
 * 'Delivered' is every order that left the shop, collected at the counter or delivered.
 */
export function statusBucketRows(rows: readonly StatusRow[]): StatusRow[] {
  const counts = new Map<OrderStatusBucket, number>();
  let unknown: number | undefined;
  for (const row of rows) {
    if (!row._id) {
      unknown = (unknown ?? 0) + row.count;
      continue;
    }
    const bucket = isBucket(row._id) ? row._id : orderStatusBucket(row._id);
    counts.set(bucket, (counts.get(bucket) ?? 0) + row.count);
  }
  const grouped: StatusRow[] = orderStatusBuckets
    .filter((bucket) => counts.has(bucket))
    .map((bucket) => ({ _id: bucket, count: counts.get(bucket) ?? 0 }));
  if (unknown !== undefined) grouped.push({ _id: null, count: unknown });
  return grouped;
}
