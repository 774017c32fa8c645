import { PRICE_TYPE_LABELS, type PriceType } from '../services';

/**
 * A services-report row's category by its label: the service's price type (decision 032), so
 * 'per_kg' reads 'Per Kg'. A value the list does not know is shown as it is; none is null, for
 * the screen's 'Unknown' or 'N/A'.
 */
export function serviceCategoryLabel(category: string | null | undefined): string | null {
  if (!category) return null;
  return Object.hasOwn(PRICE_TYPE_LABELS, category)
    ? PRICE_TYPE_LABELS[category as PriceType]
    : category;
}
