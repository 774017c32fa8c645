import {
  ORDER_STATUS_BUCKET_LABELS,
  ORDER_STATUS_BUCKET_TONES,
  type OrderStatusBucket,
  orderStatusBucket,
  orderStatusBuckets,
  orderStatusLabel,
} from '@laundry/domain';
import type { ChartColor } from '@laundry/ui';
import { reportMessages } from './messages';

const isBucket = (value: string): value is OrderStatusBucket =>
  (orderStatusBuckets as readonly string[]).includes(value);

/**
 * A status row's name and colour (spec part 2 §2.11: pending amber, processing blue, ready
 * purple, delivered green, cancelled red, other grey; a missing status reads 'Unknown').
 * A row names either a report bucket or a stored status; both land on the bucket's colour.
 */
export function statusDisplay(id: string | null | undefined): { label: string; color: ChartColor } {
  if (!id) return { label: reportMessages.unknown, color: 'grey' };
  const bucket = isBucket(id) ? id : orderStatusBucket(id);
  return {
    label: isBucket(id) ? ORDER_STATUS_BUCKET_LABELS[id] : orderStatusLabel(id),
    color: ORDER_STATUS_BUCKET_TONES[bucket] as ChartColor,
  };
}
