// The reports folder's public face: what other folders and packages may use (docs/decisions/038).
export { rangeInWords } from './rangeInWords';
export {
  type CustomerReportQuery,
  customerReportLimits,
  customerReportQuerySchema,
  REPORT_FILE_NAMES,
  REPORT_GROUPING_LABELS,
  type ReportGrouping,
  type ReportKind,
  type ReportRange,
  type RevenueReportQueryInput,
  reportExportQuerySchema,
  reportGroupings,
  reportKindParamsSchema,
  reportKinds,
  revenueReportQuerySchema,
} from './reportQuery';
export {
  type CustomerReport,
  type CustomerRow,
  customerReportSchema,
  type RevenueReport,
  type RevenueRow,
  reportMessages,
  revenueReportSchema,
  type ServiceReport,
  type ServiceRow,
  type StatusReport,
  type StatusRow,
  serviceReportSchema,
  statusReportSchema,
} from './reportRows';
export { serviceCategoryLabel } from './serviceCategoryLabel';
