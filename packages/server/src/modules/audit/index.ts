/**
 * The audit module's entry: what other modules may use (docs/decisions/037). Every area records
 * its writes through `recordAudit`, in the transaction of the change; the audit log's own reads
 * and routes stay inside.
 */
export {
  type AuditActor,
  type AuditChange,
  accountNameOf,
  auditActorById,
  auditActorOf,
  auditEventsOf,
  recordAudit,
  SYSTEM_ACTOR,
} from './record-audit';
