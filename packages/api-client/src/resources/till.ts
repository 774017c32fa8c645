import {
  type CloseTillInput,
  type CurrentTill,
  currentTillSchema,
  type OpenTillInput,
  type TillAdjustmentInput,
  type TillDayReport,
  type TillMovementInput,
  type TillReport,
  type TillSession,
  type TillSessionList,
  type TillSessionListParams,
  tillDayReportSchema,
  tillReportDataSchema,
  tillSessionDataSchema,
  tillSessionListSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const current: Parser<CurrentTill> = currentTillSchema;
const sessionData: Parser<{ session: TillSession }> = tillSessionDataSchema;
const reportData: Parser<{ report: TillReport }> = tillReportDataSchema;
const list: Parser<TillSessionList> = tillSessionListSchema;
const day: Parser<TillDayReport> = tillDayReportSchema;

type Options = { signal?: AbortSignal };

/** The till (issue 23): the caller's session, cash out, X and Z reports, the admin's closes. */
export function createTillApi(http: Transport) {
  const post = <T>(path: string, body: object | undefined, parser: Parser<T>) =>
    http.request(path, { method: 'POST', ...(body ? { body } : {}) }, parser);
  const session = (id: string) => `/till/sessions/${segment(id)}`;
  return {
    /** GET /till/current: the open till's X report (or null) and the float the next may carry. */
    current: (options: Options = {}) =>
      http.request('/till/current', { signal: options.signal }, current),
    /** GET /till/sessions: own sessions, or everyone's for an admin, by day and cashier. */
    list: (query: TillSessionListParams = {}, options: Options = {}) =>
      http.request('/till/sessions', { query: { ...query }, signal: options.signal }, list),
    open: (body: OpenTillInput) => post('/till/sessions', body, sessionData),
    report: (id: string, options: Options = {}) =>
      http.request(`${session(id)}/report`, { signal: options.signal }, reportData),
    move: (id: string, body: TillMovementInput) =>
      post(`${session(id)}/movements`, body, reportData),
    close: (id: string, body: CloseTillInput) => post(`${session(id)}/close`, body, reportData),
    adjust: (id: string, body: TillAdjustmentInput) =>
      post(`${session(id)}/adjustments`, body, reportData),
    /** With the reason kept in its audit row (issue 38). */
    reopen: (id: string, reason?: string) =>
      post(`${session(id)}/reopen`, reason ? { reason } : undefined, sessionData),
    /** GET /till/z-report: a business day's closes and the revenue report's cash (admin). */
    dayReport: (date: string, options: Options = {}) =>
      http.request('/till/z-report', { query: { date }, signal: options.signal }, day),
    /** The day's closes as an .xlsx file. */
    exportDay: (date: string) => http.download('/till/z-report/export', { query: { date } }),
    /** The same file streamed (the CLI saves it). */
    exportDayStream: (date: string) =>
      http.downloadStream('/till/z-report/export', { query: { date } }),
  };
}

export type TillApi = ReturnType<typeof createTillApi>;
