import { ESTIMATED_TIME_MAX, ESTIMATED_TIME_MIN } from '@laundry/domain';

/**
 * The estimated-time input of the service form and the bulk dialog: the domain's range (a minute
 * to a day), so the browser's bounds and the schema's messages agree.
 */
export const estimatedTimeInput = {
  label: 'Estimated Time (minutes)',
  type: 'number',
  min: ESTIMATED_TIME_MIN,
  max: ESTIMATED_TIME_MAX,
  step: 1,
} as const;
