import type { DiscountInfo } from '@laundry/domain';
import type { OrderRow } from '../../db/schema';

/** The discount an order was priced with, as the pricing engine takes it back (re-pricing). */
export function settledDiscountOf(
  row: Pick<OrderRow, 'discountType' | 'discountPercentage' | 'discountDescription'>,
): DiscountInfo | null {
  if (row.discountType !== 'campaign' && row.discountType !== 'student') return null;
  return {
    type: row.discountType,
    percentage: row.discountPercentage ?? 0,
    description: row.discountDescription ?? '',
    isOneTime: row.discountType === 'campaign',
  };
}
