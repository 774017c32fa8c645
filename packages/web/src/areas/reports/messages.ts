import { reportMessages as reportFailures } from '@laundry/domain';

/** The reports area's texts: the domain's messages of spec part 2 §8 'Reports', and §2.11's words. */
export const reportMessages = {
  ...reportFailures,
  title: 'Reports & Analytics',
  apply: 'Apply',
  applying: 'Loading...',
  export: 'Export',
  exporting: 'Exporting...',
  unknown: 'Unknown',
  notAvailable: 'N/A',
} as const;
