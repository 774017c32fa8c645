import {
  ATTENDANCE_FUTURE_MESSAGE,
  type AttendanceValues,
  addDays,
  attendanceAlreadyRecorded,
  calendarDate,
  hoursWorked,
  type ListStaffQuery,
  memberAnalyticsOf,
  RECENT_HIRE_DAYS,
  type SkillValues,
  STAFF_LIST_MAX,
  type StaffAnalytics,
  type StaffBulkUpdate,
  type StaffDetail,
  type StaffMember,
  type StaffStats,
  type StaffValues,
  staffDateIssues,
  staffMessages,
  staffStatsOf,
  type staffStatuses,
  type TrainingValues,
  trainingDateIssue,
  type UpdateStaffValues,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { readTogether } from '../../db/read-together';
import type { StaffRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { AuditActor } from '../audit';
import { createStaffRepository } from './repository';
import {
  attendanceChange,
  auditStaff,
  memberChange,
  skillChange,
  trainingChange,
} from './staff-audit';
import {
  type ManagerName,
  toAttendance,
  toSkill,
  toStaffMember,
  toStaffWrite,
  toTraining,
} from './to-staff';

/** How many days of attendance the detail answer carries. */
const RECENT_ATTENDANCE_DAYS = 14;

type StaffStatusValues = { status: (typeof staffStatuses)[number]; reason?: string | undefined };

export function createStaffService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  const today = () => calendarDate(clock(), timeZone);

  /** The spec's date rules with the business day; the first problem is the answer. */
  function checkDates(values: StaffValues) {
    const [issue] = staffDateIssues(values, today());
    if (issue) throw new BadRequestError(issue.message, issue.path.join('.'));
  }

  async function existing(tx: Executor, id: string): Promise<StaffRow> {
    const row = await createStaffRepository(tx).lockById(id);
    if (!row) throw new NotFoundError(staffMessages.notFound);
    return row;
  }

  /** A reporting manager must be another member of the staff. */
  async function checkManager(tx: Executor, managerId: string | undefined, selfId?: string) {
    if (!managerId) return;
    const field = 'employmentInfo.reportingManager';
    if (managerId === selfId) throw new BadRequestError(staffMessages.managerIsSelf, field);
    if (!(await createStaffRepository(tx).findById(managerId))) {
      throw new BadRequestError(staffMessages.managerNotFound, field);
    }
  }

  async function members(tx: Executor, rows: StaffRow[]): Promise<StaffMember[]> {
    const repository = createStaffRepository(tx);
    const ids = rows.map((row) => row.id);
    const managerIds = [
      ...new Set(rows.flatMap((row) => (row.reportingManagerId ? [row.reportingManagerId] : []))),
    ];
    const [children, managers] = await readTogether(tx, [
      () => repository.childrenOf(ids),
      () => repository.namesOf(managerIds),
    ]);
    const managerById = new Map<string, ManagerName>(managers.map((m) => [m.id, m]));
    return rows.map((row) =>
      toStaffMember(
        row,
        children.get(row.id) ?? { skills: [], training: [] },
        row.reportingManagerId ? managerById.get(row.reportingManagerId) : undefined,
      ),
    );
  }

  async function detail(tx: Executor, row: StaffRow): Promise<StaffDetail> {
    const [member] = await members(tx, [row]);
    if (!member) throw new NotFoundError(staffMessages.notFound);
    const to = today();
    const recent = await createStaffRepository(tx).attendanceBetween(
      row.id,
      addDays(to, -(RECENT_ATTENDANCE_DAYS - 1)),
      to,
    );
    return { ...member, recentAttendance: recent.map(toAttendance) };
  }

  /** A stale copy (someone saved in between) is refused, naming the version field. */
  function checkVersion(row: StaffRow, version: number) {
    if (row.version !== version) throw new ConflictError(staffMessages.staleVersion, 'version');
  }

  return {
    /** Every matching member (the screen filters, sorts and pages), at most STAFF_LIST_MAX. */
    async list(query: ListStaffQuery) {
      const { rows, total } = await createStaffRepository(db).list(query, STAFF_LIST_MAX);
      return { staff: await members(db, rows), total, truncated: total > rows.length };
    },

    async search(text: string, limit: number): Promise<StaffMember[]> {
      return members(db, await createStaffRepository(db).search(text, limit));
    },

    async get(id: string): Promise<StaffDetail> {
      const row = await createStaffRepository(db).findById(id);
      if (!row) throw new NotFoundError(staffMessages.notFound);
      return detail(db, row);
    },

    async create(actor: AuditActor, values: StaffValues): Promise<StaffDetail> {
      checkDates(values);
      return inTransaction(db, async (tx) => {
        await checkManager(tx, values.employmentInfo.reportingManager);
        const now = clock();
        const row = await createStaffRepository(tx).insert({
          ...toStaffWrite(values),
          createdAt: now,
          updatedAt: now,
        });
        await auditStaff(tx, {
          actor,
          member: row,
          action: 'create',
          ...memberChange(null, row),
          at: now,
        });
        return detail(tx, row);
      });
    },

    /** Replaces a member's fields (PUT) from the version the editor loaded. */
    async update(actor: AuditActor, id: string, values: UpdateStaffValues): Promise<StaffDetail> {
      checkDates(values);
      return inTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        checkVersion(current, values.version);
        await checkManager(tx, values.employmentInfo.reportingManager, id);
        const now = clock();
        const updated = await createStaffRepository(tx).update(id, {
          ...toStaffWrite(values),
          updatedAt: now,
        });
        if (!updated) throw new NotFoundError(staffMessages.notFound);
        await auditStaff(tx, {
          actor,
          member: updated,
          action: 'update',
          ...memberChange(current, updated),
          at: now,
        });
        return detail(tx, updated);
      });
    },

    /** Deletes a member with their attendance, skills and training (the audit log keeps them). */
    async remove(actor: AuditActor, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        await createStaffRepository(tx).delete(id);
        await auditStaff(tx, {
          actor,
          member: current,
          action: 'delete',
          ...memberChange(current, null),
          at: clock(),
        });
      });
    },

    async setStatus(actor: AuditActor, id: string, input: StaffStatusValues): Promise<StaffDetail> {
      return inTransaction(db, async (tx) => {
        const current = await existing(tx, id);
        const now = clock();
        const updated =
          current.status === input.status
            ? current
            : await createStaffRepository(tx).update(id, { status: input.status, updatedAt: now });
        if (!updated) throw new NotFoundError(staffMessages.notFound);
        await auditStaff(tx, {
          actor,
          member: updated,
          action: 'status',
          before: { status: current.status },
          after: { status: updated.status, ...(input.reason ? { reason: input.reason } : {}) },
          at: now,
        });
        return detail(tx, updated);
      });
    },

    /**
     * Records one day, never a day after today. A day already recorded is corrected only when the
     * caller says so (`replace`): a second mark is refused with what is recorded, since two people
     * marking the same day would otherwise overwrite each other unseen. The member's row is locked,
     * so two first marks of one day are served one after the other.
     */
    async recordAttendance(actor: AuditActor, id: string, input: AttendanceValues) {
      if (input.date > today()) throw new BadRequestError(ATTENDANCE_FUTURE_MESSAGE, 'date');
      return inTransaction(db, async (tx) => {
        const member = await existing(tx, id);
        const repository = createStaffRepository(tx);
        const before = await repository.attendanceOn(id, input.date);
        if (before && !input.replace) {
          throw new ConflictError(attendanceAlreadyRecorded(input.date, before), 'replace');
        }
        const now = clock();
        const row = await repository.upsertAttendance({
          staffId: id,
          date: input.date,
          status: input.status,
          checkIn: input.checkIn ?? null,
          checkOut: input.checkOut ?? null,
          minutesWorked: Math.round(hoursWorked(input.checkIn, input.checkOut) * 60),
          notes: input.notes ?? null,
          recordedBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        await auditStaff(tx, {
          actor,
          member,
          action: 'attendance',
          ...attendanceChange(input.date, before, row),
          at: now,
        });
        return { attendance: toAttendance(row) };
      });
    },

    /** Adds a skill, or re-grades it when the member already has one of that name. */
    async addSkill(actor: AuditActor, id: string, input: SkillValues) {
      try {
        return await inTransaction(db, async (tx) => {
          const member = await existing(tx, id);
          const repository = createStaffRepository(tx);
          const current = await repository.skillNamed(id, input.name);
          const now = clock();
          const values = {
            level: input.level,
            yearsOfExperience: input.yearsOfExperience ?? null,
            updatedAt: now,
          };
          const skill = current
            ? await repository.updateSkill(current.id, { ...values, name: input.name })
            : await repository.insertSkill({
                staffId: id,
                name: input.name,
                ...values,
                createdAt: now,
              });
          await auditStaff(tx, {
            actor,
            member,
            action: 'skill',
            ...skillChange(current, skill),
            at: now,
          });
          return { skill: toSkill(skill), created: !current };
        });
      } catch (error) {
        // Two people adding the same new skill at once: the unique index lets one through.
        if (isUniqueViolation(error)) {
          throw new ConflictError('This skill was just added by someone else. Try again.', 'name');
        }
        throw error;
      }
    },

    async addTraining(actor: AuditActor, id: string, input: TrainingValues) {
      const issue = trainingDateIssue(input, today());
      if (issue) throw new BadRequestError(issue.message, issue.path.join('.'));
      return inTransaction(db, async (tx) => {
        const member = await existing(tx, id);
        const now = clock();
        const row = await createStaffRepository(tx).insertTraining({
          staffId: id,
          title: input.title,
          provider: input.provider ?? null,
          startDate: input.startDate,
          completedDate: input.completedDate ?? null,
          status: input.status,
          certificateNumber: input.certificateNumber ?? null,
          certificateExpiry: input.certificateExpiry ?? null,
          notes: input.notes ?? null,
          createdAt: now,
        });
        await auditStaff(tx, {
          actor,
          member,
          action: 'training',
          ...trainingChange(row),
          at: now,
        });
        return { training: toTraining(row) };
      });
    },

    /** The same change for several members: all of them or none (one transaction). */
    async bulkUpdate(actor: AuditActor, input: StaffBulkUpdate) {
      return inTransaction(db, async (tx) => {
        const repository = createStaffRepository(tx);
        const rows = await repository.lockByIds(input.staffIds);
        if (rows.length !== input.staffIds.length) {
          throw new NotFoundError(staffMessages.notFound, 'staffIds');
        }
        const now = clock();
        const { status, employmentType, shiftType } = input.updateData;
        for (const current of rows) {
          const updated = await repository.update(current.id, {
            ...(status ? { status } : {}),
            ...(employmentType ? { employmentType } : {}),
            ...(shiftType ? { shiftType } : {}),
            updatedAt: now,
          });
          if (!updated) throw new NotFoundError(staffMessages.notFound, 'staffIds');
          await auditStaff(tx, {
            actor,
            member: updated,
            action: 'update',
            ...memberChange(current, updated),
            at: now,
          });
        }
        return { updatedCount: rows.length };
      });
    },

    async stats(): Promise<StaffStats> {
      const to = today();
      const repository = createStaffRepository(db);
      const [counts, attendance] = await Promise.all([
        repository.counts(addDays(to, -RECENT_HIRE_DAYS), to),
        repository.attendanceCounts(addDays(to, -(RECENT_HIRE_DAYS - 1)), to),
      ]);
      return staffStatsOf({ ...counts, attendance });
    },

    /** One member over the last `days` days: attendance, hours, skills, training, tenure. */
    async analytics(id: string, days: number): Promise<StaffAnalytics> {
      const repository = createStaffRepository(db);
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError(staffMessages.notFound);
      const to = today();
      const from = addDays(to, -(days - 1));
      const [records, children] = await Promise.all([
        repository.attendanceBetween(id, from, to),
        repository.childrenOf([id]),
      ]);
      const mine = children.get(id) ?? { skills: [], training: [] };
      const figures = memberAnalyticsOf({
        period: { from, to, days },
        hireDate: row.hireDate,
        attendance: records,
        skills: mine.skills,
        training: mine.training,
      });
      return { ...figures, daily: records.map(toAttendance) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
