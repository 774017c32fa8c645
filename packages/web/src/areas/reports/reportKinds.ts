import type { ReportKind } from '@laundry/domain';

export {
  REPORT_FILE_NAMES as reportFileNames,
  type ReportKind,
  reportKinds,
} from '@laundry/domain';

/** The tabs' names (spec part 2 §2.11), in the order of the domain's report kinds. */
export const reportTabLabels: Record<ReportKind, string> = {
  revenue: 'Revenue',
  'order-status': 'Order Status',
  customers: 'Customers',
  services: 'Services',
};
