import {
  type AuditActors,
  type AuditEntity,
  type AuditList,
  auditActorsSchema,
  auditListSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const list: Parser<AuditList> = auditListSchema;
const actors: Parser<AuditActors> = auditActorsSchema;

/** GET /audit filters; days are YYYY-MM-DD in the business time zone, both included. */
export interface AuditListParams {
  actorId?: string;
  entity?: AuditEntity;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/** The audit log, read only (admin only). */
export function createAuditApi(http: Transport) {
  return {
    list: (query: AuditListParams = {}) => http.request('/audit', { query: { ...query } }, list),
    /** One record's history, newest first. */
    history: (entity: AuditEntity, id: string, query: { page?: number; limit?: number } = {}) =>
      http.request(`/audit/${entity}/${segment(id)}`, { query: { ...query } }, list),
    actors: () => http.request('/audit/actors', {}, actors),
  };
}
export type AuditApi = ReturnType<typeof createAuditApi>;
