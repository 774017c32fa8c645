import {
  type AuditActors,
  type AuditEntity,
  type AuditList,
  type AuditListQuery,
  auditActorsSchema,
  auditListSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const list: Parser<AuditList> = auditListSchema;
const actors: Parser<AuditActors> = auditActorsSchema;

/** GET /audit: the audit list's query (days are YYYY-MM-DD in the business time zone, both included). */
export type AuditListParams = Partial<AuditListQuery>;

/** The audit log, read only (admin only). */
export function createAuditApi(http: Transport) {
  return {
    list: (query: AuditListParams = {}, options: { signal?: AbortSignal } = {}) =>
      http.request('/audit', { query: { ...query }, signal: options.signal }, list),
    /** One record's history, newest first. */
    history: (entity: AuditEntity, id: string, query: { page?: number; limit?: number } = {}) =>
      http.request(`/audit/${entity}/${segment(id)}`, { query: { ...query } }, list),
    actors: () => http.request('/audit/actors', {}, actors),
  };
}
export type AuditApi = ReturnType<typeof createAuditApi>;
