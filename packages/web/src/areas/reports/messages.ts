/** The reports area's texts (spec part 2 §2.11 and §8 'Reports'), word for word. */
export const reportMessages = {
  title: 'Reports & Analytics',
  revenueFailed: 'Failed to fetch revenue report',
  statusFailed: 'Failed to fetch order status report',
  customersFailed: 'Failed to fetch customer report',
  servicesFailed: 'Failed to fetch service report',
  exportFailed: 'Failed to export report',
  exported: 'Report exported successfully',
  empty: 'No data available for the selected period',
  apply: 'Apply',
  applying: 'Loading...',
  export: 'Export',
  exporting: 'Exporting...',
  unknown: 'Unknown',
  notAvailable: 'N/A',
} as const;
