import {
  ORDER_STATUS_BUCKET_LABELS,
  ORDER_STATUS_BUCKET_TONES,
  type OrderStatusBucket,
  orderStatusBucket,
  orderStatusBuckets,
} from '@laundry/domain';
import type { ChartColor } from '@laundry/ui';
import { reportMessages } from './messages';

export interface StatusGroup {
  key: string;
  label: string;
  color: ChartColor;
  count: number;
}

const isBucket = (value: string): value is OrderStatusBucket =>
  (orderStatusBuckets as readonly string[]).includes(value);

/** The report bucket a row's status falls in: the status itself may already be one. */
const bucketOf = (status: string) => (isBucket(status) ? status : orderStatusBucket(status));

/**
 * The Order Status tab's groups (spec part 2 §2.11): the stored statuses summed into the report's
 * buckets, in the spec's colours (pending amber, processing blue, ready purple, delivered green,
 * cancelled red, other grey), in the buckets' order; a row without a status counts as 'Unknown'.
 */
export function statusGroups(
  rows: readonly { _id: string | null; count: number }[],
): StatusGroup[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = row._id ? bucketOf(row._id) : 'unknown';
    counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  const groups: StatusGroup[] = orderStatusBuckets
    .filter((bucket) => counts.has(bucket))
    .map((bucket) => ({
      key: bucket,
      label: ORDER_STATUS_BUCKET_LABELS[bucket],
      // Every bucket's tone is one of the chart palette's colours.
      color: ORDER_STATUS_BUCKET_TONES[bucket] as ChartColor,
      count: counts.get(bucket) ?? 0,
    }));
  const unknown = counts.get('unknown');
  if (unknown !== undefined) {
    groups.push({ key: 'unknown', label: reportMessages.unknown, color: 'grey', count: unknown });
  }
  return groups;
}
