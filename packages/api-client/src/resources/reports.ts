import {
  type CustomerReport,
  customerReportSchema,
  type ReportKind,
  type ReportRange,
  type RevenueReport,
  type RevenueReportQueryInput,
  revenueReportSchema,
  type ServiceReport,
  type StatusReport,
  serviceReportSchema,
  statusReportSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';

const revenue: Parser<RevenueReport> = revenueReportSchema;
const status: Parser<StatusReport> = statusReportSchema;
const customers: Parser<CustomerReport> = customerReportSchema;
const services: Parser<ServiceReport> = serviceReportSchema;

type Options = { signal?: AbortSignal };

/** Every report's query: the range, plus groupBy (revenue) or limit (customers). */
export type ReportQuery = ReportRange &
  Partial<Pick<RevenueReportQueryInput, 'groupBy'>> & {
    limit?: number;
  };

/** The Reports calls of spec part 2 §7; dates are YYYY-MM-DD, each sent only if set. */
export function createReportsApi(http: Transport) {
  const get = <T>(path: string, query: object, parser: Parser<T>, options: Options = {}) =>
    http.request(path, { query: { ...query }, signal: options.signal }, parser);
  return {
    /** GET /reports/revenue: money received per day, ISO week or month (`revenueData`). */
    revenue: (
      query: ReportRange & Pick<RevenueReportQueryInput, 'groupBy'> = {},
      options?: Options,
    ) => get('/reports/revenue', query, revenue, options),
    /** GET /reports/order-status: orders created in the range by status (`statusData`). */
    orderStatus: (query: ReportRange = {}, options?: Options) =>
      get('/reports/order-status', query, status, options),
    /** GET /reports/customers: the top customers by value (`customerData`). */
    customers: (query: ReportRange & { limit?: number } = {}, options?: Options) =>
      get('/reports/customers', query, customers, options),
    /** GET /reports/services: services by the value of the lines sold (`serviceData`). */
    services: (query: ReportRange = {}, options?: Options) =>
      get('/reports/services', query, services, options),
    /** GET /reports/export/{kind}: the report as an .xlsx file, same query as the report. */
    export: (kind: ReportKind, query: ReportQuery = {}) =>
      http.download(`/reports/export/${kind}`, { query: { ...query } }),
    /** The same file streamed as the server writes it (the CLI saves it with progress). */
    exportStream: (kind: ReportKind, query: ReportQuery = {}) =>
      http.downloadStream(`/reports/export/${kind}`, { query: { ...query } }),
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
