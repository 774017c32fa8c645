import { z } from 'zod';
import { attendanceRecordSchema } from './attendance';
import { skillSchema } from './skills';
import {
  employmentTypes,
  STAFF_BULK_MAX,
  STAFF_SEARCH_LIMIT,
  shiftTypes,
  staffStatuses,
} from './staffConstants';
import { staffDetailSchema, staffMemberSchema } from './staffMember';
import { trainingRecordSchema } from './training';

export const staffIdParamsSchema = z.object({ id: z.uuid('Invalid staff member id') });

/** GET /staff: every member, optionally of one status or type (the screen does the rest). */
export const listStaffQuerySchema = z.object({
  status: z.enum(staffStatuses, 'status must be one of the staff statuses').optional(),
  employmentType: z
    .enum(employmentTypes, 'employmentType must be one of the employment types')
    .optional(),
});
export type ListStaffQuery = z.output<typeof listStaffQuerySchema>;

/** `data` of GET /staff: `staff`, how many matched, and whether the answer was cut. */
export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  total: z.number().int(),
  truncated: z.boolean(),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** GET /staff/search: name, employee ID, position, phone or e-mail, at most 10 answers. */
export const staffSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(100, 'Search text must be at most 100 characters'),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(STAFF_SEARCH_LIMIT, `limit must be at most ${STAFF_SEARCH_LIMIT}`)
    .default(STAFF_SEARCH_LIMIT),
});
export const staffSearchResultSchema = z.array(staffMemberSchema);

export const staffDataSchema = staffDetailSchema;

/** PUT /staff/{id}/status: the new employment status and, for the record, why. */
export const staffStatusInputSchema = z.strictObject({
  status: z.enum(staffStatuses, { error: 'Please choose a status' }),
  reason: z
    .string()
    .trim()
    .max(200, 'Reason must be at most 200 characters')
    .optional()
    .transform((text) => (text ? text : undefined)),
});
export type StaffStatusInput = z.input<typeof staffStatusInputSchema>;

/**
 * PUT /staff/bulk-update: the same change for several members at once, all or nothing. Only
 * what sensibly changes together: status, employment type, shift.
 */
export const staffBulkUpdateSchema = z.strictObject({
  staffIds: z
    .array(z.uuid('Invalid staff member id'), { error: 'Please choose staff members' })
    .min(1, 'Please choose staff members')
    .max(STAFF_BULK_MAX, `At most ${STAFF_BULK_MAX} staff members at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each staff member only once'),
  updateData: z
    .strictObject({
      status: z.enum(staffStatuses, { error: 'Please choose a status' }).optional(),
      employmentType: z
        .enum(employmentTypes, { error: 'Please choose an employment type' })
        .optional(),
      shiftType: z.enum(shiftTypes, { error: 'Please choose a shift type' }).optional(),
    })
    .refine(
      (data) => Object.values(data).some((value) => value !== undefined),
      'Choose at least one field to update',
    ),
});
export type StaffBulkUpdateInput = z.input<typeof staffBulkUpdateSchema>;
export type StaffBulkUpdate = z.output<typeof staffBulkUpdateSchema>;
export const staffBulkUpdateResultSchema = z.object({ updatedCount: z.number().int() });

const countsByStatus = z.object(
  Object.fromEntries(staffStatuses.map((status) => [status, z.number().int()])) as Record<
    (typeof staffStatuses)[number],
    z.ZodNumber
  >,
);
const countsByType = z.object(
  Object.fromEntries(employmentTypes.map((type) => [type, z.number().int()])) as Record<
    (typeof employmentTypes)[number],
    z.ZodNumber
  >,
);

/** `data` of GET /staff/stats (spec part 2 §3 'Staff stats response', plus the On Leave card). */
export const staffStatsSchema = z.object({
  overview: z.object({
    totalStaff: z.number().int(),
    activeStaff: z.number().int(),
    recentHires: z.number().int(),
    onLeave: z.number().int(),
  }),
  /** Of the last 30 days' recorded attendance, 0-100. */
  averageAttendanceRate: z.number(),
  employmentTypeBreakdown: countsByType,
  statusBreakdown: countsByStatus,
});
export type StaffStats = z.infer<typeof staffStatsSchema>;

/** GET /staff/{id}/analytics: the last `days` days (default 30, at most a year). */
export const staffAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(365, 'days must be at most 365')
    .default(30),
});

export const staffAnalyticsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  attendance: z.object({
    daysRecorded: z.number().int(),
    present: z.number().int(),
    late: z.number().int(),
    halfDay: z.number().int(),
    absent: z.number().int(),
    leave: z.number().int(),
    attendanceRate: z.number(),
    totalHours: z.number(),
    averageHoursPerDay: z.number(),
  }),
  daily: z.array(attendanceRecordSchema),
  skills: z.object({
    total: z.number().int(),
    byLevel: z.record(z.string(), z.number().int()),
  }),
  training: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    expiredCertificates: z.number().int(),
  }),
  tenureDays: z.number().int(),
});
export type StaffAnalytics = z.infer<typeof staffAnalyticsSchema>;

export const staffSkillDataSchema = z.object({ skill: skillSchema });
export const staffTrainingDataSchema = z.object({ training: trainingRecordSchema });
export const staffAttendanceDataSchema = z.object({ attendance: attendanceRecordSchema });
