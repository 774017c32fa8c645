import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

// Staff records (spec part 2 §3 'Staff member'). The enumerations are the domain's; they are
// held to it in db/vocabularies.ts.
export const staffStatus = pgEnum('staff_status', [
  'active',
  'inactive',
  'terminated',
  'on_leave',
  'suspended',
]);
export const employmentType = pgEnum('employment_type', [
  'full_time',
  'part_time',
  'contract',
  'intern',
]);

/** Numbers the employee IDs (EMP0001, EMP0002...): a sequence never hands out a number twice. */
export const staffEmployeeNumber = pgSequence('staff_employee_number_seq', { startWith: 1 });

const calendarDate = (name: string) => date(name, { mode: 'string' });

/**
 * The people who work in the shop, one row each (their attendance, skills and training are rows
 * of their own tables). `version` goes up with every change; an edit made from an older copy is
 * refused. Salary in integer cents of its currency.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeNumber: integer('employee_number')
      .notNull()
      .default(sql`nextval('staff_employee_number_seq')`),
    // EMP0001 ... EMP9999, then EMP10000: never cut, so never a duplicate.
    employeeId: text('employee_id')
      .notNull()
      .generatedAlwaysAs(
        sql`'EMP' || lpad(employee_number::text, greatest(4, length(employee_number::text)), '0')`,
      ),
    version: integer('version').notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: calendarDate('date_of_birth').notNull(),
    gender: text('gender').$type<'male' | 'female' | 'other' | 'prefer_not_to_say'>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('India'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    emergencyContactPhone: text('emergency_contact_phone'),
    position: text('position').notNull(),
    employmentType: employmentType('employment_type').notNull().default('full_time'),
    status: staffStatus('status').notNull().default('active'),
    hireDate: calendarDate('hire_date').notNull(),
    reportingManagerId: uuid('reporting_manager_id').references((): AnyPgColumn => staff.id, {
      onDelete: 'set null',
    }),
    startTime: text('start_time').notNull().default('09:00'),
    endTime: text('end_time').notNull().default('18:00'),
    workingDays: text('working_days').array().notNull(),
    shiftType: text('shift_type')
      .$type<'morning' | 'afternoon' | 'evening' | 'night'>()
      .notNull()
      .default('morning'),
    salaryCents: integer('salary_cents').notNull().default(0),
    currency: text('currency').$type<'LKR' | 'EUR' | 'USD'>().notNull().default('LKR'),
    paymentFrequency: text('payment_frequency')
      .$type<'monthly' | 'weekly' | 'daily'>()
      .notNull()
      .default('monthly'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_employee_number_key').on(table.employeeNumber),
    uniqueIndex('staff_employee_id_key').on(table.employeeId),
    index('staff_status_idx').on(table.status),
    index('staff_hire_date_idx').on(table.hireDate),
    index('staff_created_at_idx').on(table.createdAt),
    check('staff_salary_range', sql`${table.salaryCents} between 0 and 1000000000`),
    check('staff_version_positive', sql`${table.version} >= 1`),
    // The domain's rule, kept by the database too: at least 16 on the hire date.
    check(
      'staff_minimum_hire_age',
      sql`${table.hireDate} >= ${table.dateOfBirth} + interval '16 years'`,
    ),
    check('staff_not_own_manager', sql`${table.reportingManagerId} is distinct from ${table.id}`),
  ],
);

/** One day of one member: one row per member and day; sending the day again corrects it. */
export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    date: calendarDate('date').notNull(),
    status: text('status').$type<'present' | 'late' | 'half_day' | 'absent' | 'leave'>().notNull(),
    checkIn: text('check_in'),
    checkOut: text('check_out'),
    minutesWorked: integer('minutes_worked').notNull().default(0),
    notes: text('notes'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_attendance_staff_date_key').on(table.staffId, table.date),
    index('staff_attendance_date_idx').on(table.date),
    check('staff_attendance_minutes_range', sql`${table.minutesWorked} between 0 and 1440`),
  ],
);

/** What a member can do and how well; one row per member and skill name (any case). */
export const staffSkills = pgTable(
  'staff_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level').$type<'beginner' | 'intermediate' | 'advanced' | 'expert'>().notNull(),
    yearsOfExperience: doublePrecision('years_of_experience'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_skills_staff_name_key').on(table.staffId, sql`lower(${table.name})`),
  ],
);

/** Courses a member took or will take, with the certificate they earned. */
export const staffTraining = pgTable(
  'staff_training',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    provider: text('provider'),
    startDate: calendarDate('start_date').notNull(),
    completedDate: calendarDate('completed_date'),
    status: text('status').$type<'planned' | 'in_progress' | 'completed'>().notNull(),
    certificateNumber: text('certificate_number'),
    certificateExpiry: calendarDate('certificate_expiry'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_training_staff_idx').on(table.staffId, table.startDate),
    check(
      'staff_training_dates_in_order',
      sql`${table.completedDate} is null or ${table.completedDate} >= ${table.startDate}`,
    ),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
export type StaffAttendanceRow = typeof staffAttendance.$inferSelect;
export type StaffSkillRow = typeof staffSkills.$inferSelect;
export type StaffTrainingRow = typeof staffTraining.$inferSelect;
