import {
  ORDER_STATUS_BUCKET_LABELS,
  ORDER_STATUS_BUCKET_TONES,
  type OrderStatusBucket,
  statusBucketRows,
} from '@laundry/domain';
import type { ChartColor } from '@laundry/ui';
import { reportMessages } from './messages';

export interface StatusGroup {
  key: string;
  label: string;
  color: ChartColor;
  count: number;
}

/**
 * The Order Status tab's groups (spec part 2 §2.11): the stored statuses summed into the report's
 * buckets, in the spec's colours (pending amber, processing blue, ready purple, delivered green,
 * cancelled red, other grey), in the buckets' order; a row without a status counts as 'Unknown'.
 */
export function statusGroups(
  rows: readonly { _id: string | null; count: number }[],
): StatusGroup[] {
  // The server's and the Excel's grouping (issue 39): one definition, in the domain.
  return statusBucketRows(rows).map(({ _id, count }) => {
    if (!_id) return { key: 'unknown', label: reportMessages.unknown, color: 'grey', count };
    const bucket = _id as OrderStatusBucket;
    return {
      key: bucket,
      label: ORDER_STATUS_BUCKET_LABELS[bucket],
      // Every bucket's tone is one of the chart palette's colours.
      color: ORDER_STATUS_BUCKET_TONES[bucket] as ChartColor,
      count,
    };
  });
}
