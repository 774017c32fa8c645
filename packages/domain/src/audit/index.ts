// The audit folder's public face: what other folders and packages may use (docs/decisions/038).
export { type AuditFields, auditChanges } from './auditChanges';
export {
  type AuditAction,
  type AuditActors,
  type AuditEntity,
  type AuditEntry,
  auditActionLabels,
  auditActorsSchema,
  auditEntities,
  auditEntityLabels,
  auditHistoryQuerySchema,
  auditRecordParamsSchema,
} from './auditEntry';
export {
  AUDIT_PAGE_SIZE,
  type AuditList,
  type AuditListQuery,
  type AuditQuery,
  auditEntityFilterOptions,
  auditList,
  auditListSchema,
  auditQuerySchema,
} from './auditList';
export { describeAuditChange } from './describeAuditChange';
