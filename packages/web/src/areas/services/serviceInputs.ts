import { ESTIMATED_TIME_MAX, ESTIMATED_TIME_MIN, MAX_PRICE } from '@laundry/domain';

/**
 * The number inputs the service form and the bulk dialog share, bounded by the domain's ranges
 * so the browser's bounds and the schema's messages agree.
 */
export const estimatedTimeInput = {
  label: 'Estimated Time (minutes)',
  type: 'number',
  min: ESTIMATED_TIME_MIN,
  max: ESTIMATED_TIME_MAX,
  step: 1,
} as const;

/** A price in rupees: base or category price, LKR 0 to 1,000,000 to the cent. */
export const priceInput = {
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  max: MAX_PRICE,
  step: 0.01,
} as const;
