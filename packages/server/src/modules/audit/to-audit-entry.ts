import type { AuditAction, AuditEntry } from '@laundry/domain';
import type { AuditLogRow } from '../../db/schema';

type Changed = Record<string, unknown> | null;

/** An audit row as the API shows it. */
export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName },
    entity: row.entity,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    action: row.action as AuditAction,
    before: (row.before ?? null) as Changed,
    after: (row.after ?? null) as Changed,
  };
}
