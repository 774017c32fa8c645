import { z } from 'zod';
import { calendarDateField } from '../calendar';
import { formatDay } from '../format';
import { SHORT_TEXT_MAX_LENGTH } from '../shared';
import { CLOCK_TIME, TIME_MESSAGE } from './staffInput';

/**
 * How a day went. `present` and `late` need a check-in; `half_day` counts as half a day worked;
 * `absent` and `leave` have no times.
 */
export const attendanceStatuses = ['present', 'late', 'half_day', 'absent', 'leave'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

const WORKED: readonly AttendanceStatus[] = ['present', 'late', 'half_day'];

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  half_day: 'Half day',
  absent: 'Absent',
  leave: 'Leave',
};

/** Minutes since midnight of an HH:MM time. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * Hours between check-in and check-out, to the hundredth. A check-out earlier than the check-in
 * is a night shift that ended the next morning.
 */
export function hoursWorked(checkIn: string | undefined, checkOut: string | undefined): number {
  if (!checkIn || !checkOut) return 0;
  let minutes = minutesOf(checkOut) - minutesOf(checkIn);
  if (minutes < 0) minutes += 24 * 60;
  return Math.round((minutes / 60) * 100) / 100;
}

const optionalTime = z
  .string()
  .max(SHORT_TEXT_MAX_LENGTH, TIME_MESSAGE)
  .trim()
  .optional()
  .transform((time) => (time ? time : undefined))
  .pipe(z.string().regex(CLOCK_TIME, TIME_MESSAGE).optional());

/**
 * PUT /staff/{id}/attendance: one day of one member (one record per member and day). A day
 * already recorded is corrected only with `replace: true`: a second mark without it is refused
 * (409, field `replace`), so nobody overwrites a colleague's record unknowingly. The date may
 * not be after today (checked with the clock).
 */
export const attendanceInputSchema = z
  .strictObject({
    date: calendarDateField('Date is required'),
    status: z.enum(attendanceStatuses, { error: 'Please choose an attendance status' }),
    checkIn: optionalTime,
    checkOut: optionalTime,
    notes: z
      .string()
      .trim()
      .max(500, 'Notes must be at most 500 characters')
      .optional()
      .transform((text) => (text ? text : undefined)),
    /** Replace the day's record when there is one (the screen asks first). */
    replace: z.boolean({ error: 'replace must be true or false' }).optional(),
  })
  .superRefine((day, ctx) => {
    const worked = WORKED.includes(day.status);
    if (worked && !day.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Check-in time is required' });
    }
    if (!worked && (day.checkIn || day.checkOut)) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkIn'],
        message: 'No check-in or check-out on a day of absence or leave',
      });
    }
    if (day.checkOut && !day.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Check-in time is required' });
    }
    if (day.checkIn && day.checkOut && day.checkIn === day.checkOut) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: 'Check-out must be after check-in',
      });
    }
  });
export type AttendanceInput = z.input<typeof attendanceInputSchema>;
export type AttendanceValues = z.output<typeof attendanceInputSchema>;

export const ATTENDANCE_FUTURE_MESSAGE = 'Attendance cannot be recorded for a future date';

/** Whether a status is a day worked (it has check-in and check-out times). */
export function isWorkedDay(status: string): boolean {
  return (WORKED as readonly string[]).includes(status);
}

/** The Mark Attendance form: the request's rules and, with the day's date, no future day. */
export function attendanceFormSchema(today: string) {
  return attendanceInputSchema.superRefine((day, ctx) => {
    if (day.date > today) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: ATTENDANCE_FUTURE_MESSAGE });
    }
  });
}

/** One recorded day as the API answers it. */
export const attendanceRecordSchema = z.object({
  _id: z.string(),
  date: z.string(),
  status: z.enum(attendanceStatuses),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  hoursWorked: z.number(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** Recorded days per status. */
export type AttendanceCounts = Partial<Record<AttendanceStatus, number>>;

/** Share of recorded days the member came in (late and half days count), 0-100, one decimal. */
export function attendanceRate(days: readonly { status: AttendanceStatus }[]): number {
  const counts: AttendanceCounts = {};
  for (const day of days) counts[day.status] = (counts[day.status] ?? 0) + 1;
  return attendanceRateOf(counts);
}

/** The same from counts per status; days of leave are not counted either way. */
export function attendanceRateOf(counts: AttendanceCounts): number {
  const came = WORKED.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const counted = came + (counts.absent ?? 0);
  if (counted === 0) return 0;
  return Math.round((came / counted) * 1000) / 10;
}

/**
 * Why a second mark of a day is refused: the day's record as it stands, and how to change it
 * (the screen then offers 'Replace the recorded day').
 */
export function attendanceAlreadyRecorded(
  day: string,
  record: { status: AttendanceStatus; checkIn: string | null; checkOut: string | null },
): string {
  const times = record.checkIn ? `, ${record.checkIn}–${record.checkOut ?? '…'}` : '';
  return `Attendance for ${formatDay(day)} is already recorded (${ATTENDANCE_STATUS_LABELS[record.status]}${times}). Tick 'Replace the recorded day' to change it.`;
}
