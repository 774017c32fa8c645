import type { AuditAction, AuditFields } from '@laundry/domain';
import type { Executor } from '../../db/client';
import type { StaffRow } from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { memberFields } from './to-staff';

/** What the audit log compares for a member: its own fields (manager by id), no timestamps. */
export function staffAuditFields(row: StaffRow): AuditFields {
  const { personalInfo, employmentInfo } = memberFields(row, undefined);
  return JSON.parse(
    JSON.stringify({
      personalInfo,
      employmentInfo: { ...employmentInfo, reportingManager: row.reportingManagerId },
    }),
  ) as AuditFields;
}

/** 'Nimal Perera (EMP0004)': how the audit log names a member. */
export function staffLabel(row: StaffRow): string {
  return `${row.firstName} ${row.lastName} (${row.employeeId})`;
}

export interface StaffAuditChange {
  actor: AuditActor;
  /** The member as the log should name them (after the change, or before a delete). */
  member: StaffRow;
  action: AuditAction;
  before: AuditFields | null;
  after: AuditFields | null;
  at: Date;
}

/** One audit row about a staff member, in the change's own transaction. */
export async function auditStaff(tx: Executor, change: StaffAuditChange): Promise<void> {
  await recordAudit(tx, {
    actor: change.actor,
    entity: 'staff',
    entityId: change.member.id,
    label: staffLabel(change.member),
    action: change.action,
    before: change.before,
    after: change.after,
    at: change.at,
  });
}

/** The member's fields before and after a change of them (create: before null; delete: after null). */
export function memberChange(before: StaffRow | null, after: StaffRow | null) {
  return {
    before: before ? staffAuditFields(before) : null,
    after: after ? staffAuditFields(after) : null,
  };
}
