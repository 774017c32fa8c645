import type { AuditAction, AuditFields } from '@laundry/domain';
import type { Executor } from '../../db/client';
import type {
  StaffAttendanceRow,
  StaffRow,
  StaffSkillRow,
  StaffTrainingRow,
} from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit';
import { memberFields, toTraining } from './to-staff';

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

/** One day of attendance before and after it was recorded, keyed by its date. */
export function attendanceChange(
  date: string,
  before: StaffAttendanceRow | undefined,
  after: StaffAttendanceRow,
) {
  const day = (record: StaffAttendanceRow) => ({
    status: record.status,
    checkIn: record.checkIn,
    checkOut: record.checkOut,
    notes: record.notes,
  });
  return {
    before: { [`attendance.${date}`]: before ? day(before) : null },
    after: { [`attendance.${after.date}`]: day(after) },
  };
}

/** A skill's level and years before (null when new) and after, keyed by its name. */
export function skillChange(before: StaffSkillRow | undefined, after: StaffSkillRow) {
  const key = `skills.${after.name}`;
  return {
    before: { [key]: before ? { level: before.level, years: before.yearsOfExperience } : null },
    after: { [key]: { level: after.level, years: after.yearsOfExperience } },
  };
}

/** A training record as it was added (no id or timestamp). */
export function trainingChange(added: StaffTrainingRow) {
  const { _id, createdAt, ...fields } = toTraining(added);
  return { before: null, after: { training: fields } };
}
