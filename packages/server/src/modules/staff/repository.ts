import type { EmploymentType, StaffStatus } from '@laundry/domain';
import { and, asc, count, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { readTogether } from '../../db/read-together';
import {
  type NewStaffRow,
  type StaffAttendanceRow,
  type StaffRow,
  type StaffSkillRow,
  type StaffTrainingRow,
  staff,
  staffAttendance,
  staffSkills,
  staffTraining,
} from '../../db/schema';

/** A member's own rows: skills and training records. */
export interface StaffChildren {
  skills: StaffSkillRow[];
  training: StaffTrainingRow[];
}

export type StaffWrite = Omit<NewStaffRow, 'id' | 'employeeNumber' | 'version'>;

/** Queries on the staff tables; nothing else. */
export function createStaffRepository(db: Executor) {
  return {
    async findById(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends: concurrent writers to one member queue. */
    async lockById(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
      return row;
    },

    async lockByIds(ids: string[]): Promise<StaffRow[]> {
      return db
        .select()
        .from(staff)
        .where(inArray(staff.id, ids))
        .orderBy(asc(staff.id))
        .for('update');
    },

    /** The employee ID comes from the sequence, so concurrent creations never share one. */
    async insert(values: StaffWrite): Promise<StaffRow> {
      const [row] = await db.insert(staff).values(values).returning();
      if (!row) throw new Error('insert into staff returned no row');
      return row;
    },

    /** Writes the fields and moves the version on by one. */
    async update(id: string, values: Partial<StaffWrite>): Promise<StaffRow | undefined> {
      const [row] = await db
        .update(staff)
        .set({ ...values, version: sql`${staff.version} + 1` })
        .where(eq(staff.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const deleted = await db.delete(staff).where(eq(staff.id, id)).returning({ id: staff.id });
      return deleted.length > 0;
    },

    /** Every member, optionally of one status or type, by employee number, at most `limit`. */
    async list(
      filter: { status?: StaffStatus | undefined; employmentType?: EmploymentType | undefined },
      limit: number,
    ): Promise<{ rows: StaffRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(staff.status, filter.status));
      if (filter.employmentType) conditions.push(eq(staff.employmentType, filter.employmentType));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db.select().from(staff).where(where).orderBy(asc(staff.employeeNumber)).limit(limit),
        db.select({ total: count() }).from(staff).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Name, employee ID, position, phone or e-mail containing the text; names starting first. */
    async search(text: string, limit: number): Promise<StaffRow[]> {
      const pattern = `%${escapeLike(text)}%`;
      const fullName = sql`${staff.firstName} || ' ' || ${staff.lastName}`;
      return db
        .select()
        .from(staff)
        .where(
          or(
            ilike(fullName, pattern),
            ilike(staff.employeeId, pattern),
            ilike(staff.position, pattern),
            ilike(staff.phoneNumber, pattern),
            ilike(staff.email, pattern),
          ),
        )
        .orderBy(
          sql`case when ${fullName} ilike ${`${escapeLike(text)}%`} then 0 else 1 end`,
          asc(staff.firstName),
          asc(staff.employeeNumber),
        )
        .limit(limit);
    },

    /** Skills and training records of the given members, grouped by member. */
    async childrenOf(ids: string[]): Promise<Map<string, StaffChildren>> {
      const grouped = new Map<string, StaffChildren>(
        ids.map((id) => [id, { skills: [], training: [] }]),
      );
      if (ids.length === 0) return grouped;
      const [skills, training] = await readTogether(db, [
        () =>
          db
            .select()
            .from(staffSkills)
            .where(inArray(staffSkills.staffId, ids))
            .orderBy(asc(staffSkills.name)),
        () =>
          db
            .select()
            .from(staffTraining)
            .where(inArray(staffTraining.staffId, ids))
            .orderBy(sql`${staffTraining.startDate} desc`, asc(staffTraining.title)),
      ]);
      for (const skill of skills) grouped.get(skill.staffId)?.skills.push(skill);
      for (const record of training) grouped.get(record.staffId)?.training.push(record);
      return grouped;
    },

    /** Names and IDs of the given members (reporting managers). */
    async namesOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: staff.id,
          employeeId: staff.employeeId,
          firstName: staff.firstName,
          lastName: staff.lastName,
        })
        .from(staff)
        .where(inArray(staff.id, ids));
    },

    async attendanceOn(staffId: string, date: string): Promise<StaffAttendanceRow | undefined> {
      const [row] = await db
        .select()
        .from(staffAttendance)
        .where(and(eq(staffAttendance.staffId, staffId), eq(staffAttendance.date, date)))
        .limit(1);
      return row;
    },

    /** One member's attendance between two days (both included), newest first. */
    async attendanceBetween(staffId: string, from: string, to: string) {
      return db
        .select()
        .from(staffAttendance)
        .where(
          and(
            eq(staffAttendance.staffId, staffId),
            gte(staffAttendance.date, from),
            lte(staffAttendance.date, to),
          ),
        )
        .orderBy(sql`${staffAttendance.date} desc`);
    },

    /** Records the day, or corrects it when it is already recorded. */
    async upsertAttendance(
      values: Omit<typeof staffAttendance.$inferInsert, 'id'>,
    ): Promise<StaffAttendanceRow> {
      const [row] = await db
        .insert(staffAttendance)
        .values(values)
        .onConflictDoUpdate({
          target: [staffAttendance.staffId, staffAttendance.date],
          set: {
            status: values.status,
            checkIn: values.checkIn ?? null,
            checkOut: values.checkOut ?? null,
            minutesWorked: values.minutesWorked ?? 0,
            notes: values.notes ?? null,
            recordedBy: values.recordedBy ?? null,
            updatedAt: values.updatedAt ?? sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('upsert into staff_attendance returned no row');
      return row;
    },

    async skillNamed(staffId: string, name: string): Promise<StaffSkillRow | undefined> {
      const [row] = await db
        .select()
        .from(staffSkills)
        .where(
          and(
            eq(staffSkills.staffId, staffId),
            eq(sql`lower(${staffSkills.name})`, name.toLowerCase()),
          ),
        )
        .limit(1);
      return row;
    },

    async insertSkill(values: Omit<typeof staffSkills.$inferInsert, 'id'>): Promise<StaffSkillRow> {
      const [row] = await db.insert(staffSkills).values(values).returning();
      if (!row) throw new Error('insert into staff_skills returned no row');
      return row;
    },

    async updateSkill(
      id: string,
      values: Partial<typeof staffSkills.$inferInsert>,
    ): Promise<StaffSkillRow> {
      const [row] = await db
        .update(staffSkills)
        .set(values)
        .where(eq(staffSkills.id, id))
        .returning();
      if (!row) throw new Error('update of staff_skills returned no row');
      return row;
    },

    async insertTraining(
      values: Omit<typeof staffTraining.$inferInsert, 'id'>,
    ): Promise<StaffTrainingRow> {
      const [row] = await db.insert(staffTraining).values(values).returning();
      if (!row) throw new Error('insert into staff_training returned no row');
      return row;
    },

    /** Members per status and per employment type, recent hires. */
    async counts(recentFrom: string, today: string) {
      const [byStatus, byType, [recent]] = await Promise.all([
        db.select({ status: staff.status, total: count() }).from(staff).groupBy(staff.status),
        db
          .select({ type: staff.employmentType, total: count() })
          .from(staff)
          .groupBy(staff.employmentType),
        db
          .select({ total: count() })
          .from(staff)
          .where(and(gte(staff.hireDate, recentFrom), lte(staff.hireDate, today))),
      ]);
      return { byStatus, byType, recentHires: recent?.total ?? 0 };
    },

    /** Recorded days per attendance status between two days, every member together. */
    async attendanceCounts(from: string, to: string) {
      return db
        .select({ status: staffAttendance.status, total: count() })
        .from(staffAttendance)
        .where(and(gte(staffAttendance.date, from), lte(staffAttendance.date, to)))
        .groupBy(staffAttendance.status);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
