/** The four reports, as their tabs' paths and the export calls name them (spec part 2 §7). */
export const reportKinds = ['revenue', 'order-status', 'customers', 'services'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportTabLabels: Record<ReportKind, string> = {
  revenue: 'Revenue',
  'order-status': 'Order Status',
  customers: 'Customers',
  services: 'Services',
};

/** The names the spec saves each export under. */
export const reportFileNames: Record<ReportKind, string> = {
  revenue: 'revenue-report.xlsx',
  'order-status': 'order-status-report.xlsx',
  customers: 'customer-report.xlsx',
  services: 'service-report.xlsx',
};
