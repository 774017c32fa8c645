import { daysBetween } from '../calendar';
import {
  type AttendanceCounts,
  type AttendanceStatus,
  attendanceRateOf,
  attendanceStatuses,
} from './attendance';
import { employmentTypes, skillLevels, staffStatuses } from './staffConstants';
import type { StaffAnalytics, StaffStats } from './staffQueries';
import { isCertificateExpired, type TrainingStatus } from './training';

type EmploymentType = (typeof employmentTypes)[number];
type StaffStatus = (typeof staffStatuses)[number];
type SkillLevel = (typeof skillLevels)[number];

function zeroCounts<const K extends readonly string[]>(keys: K): Record<K[number], number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K[number], number>;
}

/** Minutes as hours with two decimals, as every figure of hours worked is shown. */
export function hoursFromMinutes(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** Whole days from the hire date to today (both calendar dates), never negative. */
export function tenureDays(hireDate: string, today: string): number {
  return Math.max(0, daysBetween(hireDate, today));
}

/** What the database counts for the staff page's cards. */
export interface StaffCounts {
  byStatus: readonly { status: StaffStatus; total: number }[];
  byType: readonly { type: EmploymentType; total: number }[];
  recentHires: number;
  /** Recorded attendance days per status over the recent period. */
  attendance: readonly { status: AttendanceStatus; total: number }[];
}

/** GET /staff/stats from the counts: every status and type present (0 when none). */
export function staffStatsOf(counts: StaffCounts): StaffStats {
  const statusBreakdown = zeroCounts(staffStatuses);
  for (const row of counts.byStatus) statusBreakdown[row.status] = row.total;
  const employmentTypeBreakdown = zeroCounts(employmentTypes);
  for (const row of counts.byType) employmentTypeBreakdown[row.type] = row.total;
  const attendance: AttendanceCounts = {};
  for (const row of counts.attendance) attendance[row.status] = row.total;
  return {
    overview: {
      totalStaff: Object.values(statusBreakdown).reduce((sum, n) => sum + n, 0),
      activeStaff: statusBreakdown.active,
      recentHires: counts.recentHires,
      onLeave: statusBreakdown.on_leave,
    },
    averageAttendanceRate: attendanceRateOf(attendance),
    employmentTypeBreakdown,
    statusBreakdown,
  };
}

/** One member's records over a period, as the analytics figures need them. */
export interface MemberRecords {
  period: StaffAnalytics['period'];
  hireDate: string;
  attendance: readonly { status: AttendanceStatus; minutesWorked: number }[];
  skills: readonly { level: SkillLevel }[];
  training: readonly { status: TrainingStatus; certificateExpiry: string | null }[];
}

/**
 * GET /staff/{id}/analytics without its list of days: attendance per status and its rate, hours
 * (the average over the days the member came in: present, late and half days), skills per level,
 * training completed and certificates expired by the period's last day, and tenure.
 */
export function memberAnalyticsOf(member: MemberRecords): Omit<StaffAnalytics, 'daily'> {
  const counts = zeroCounts(attendanceStatuses);
  let minutes = 0;
  for (const record of member.attendance) {
    counts[record.status] += 1;
    minutes += record.minutesWorked;
  }
  const worked = counts.present + counts.late + counts.half_day;
  const byLevel = zeroCounts(skillLevels);
  for (const skill of member.skills) byLevel[skill.level] += 1;
  const today = member.period.to;
  return {
    period: member.period,
    attendance: {
      daysRecorded: member.attendance.length,
      present: counts.present,
      late: counts.late,
      halfDay: counts.half_day,
      absent: counts.absent,
      leave: counts.leave,
      attendanceRate: attendanceRateOf(counts),
      totalHours: hoursFromMinutes(minutes),
      averageHoursPerDay: worked ? Math.round((minutes / 60 / worked) * 100) / 100 : 0,
    },
    skills: { total: member.skills.length, byLevel },
    training: {
      total: member.training.length,
      completed: member.training.filter((record) => record.status === 'completed').length,
      expiredCertificates: member.training.filter((record) => isCertificateExpired(record, today))
        .length,
    },
    tenureDays: tenureDays(member.hireDate, today),
  };
}
