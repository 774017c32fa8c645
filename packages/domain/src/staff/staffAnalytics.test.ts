import { describe, expect, it } from 'vitest';
import { hoursFromMinutes, memberAnalyticsOf, staffStatsOf, tenureDays } from './staffAnalytics';

describe('hoursFromMinutes', () => {
  it('shows hours with two decimals', () => {
    expect(hoursFromMinutes(0)).toBe(0);
    expect(hoursFromMinutes(90)).toBe(1.5);
    expect(hoursFromMinutes(100)).toBe(1.67);
  });
});

describe('tenureDays', () => {
  it('counts whole days from the hire date, across a month and a leap day', () => {
    expect(tenureDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(tenureDays('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('is never negative for a hire date still to come', () => {
    expect(tenureDays('2026-03-10', '2026-03-01')).toBe(0);
  });
});

describe('staffStatsOf', () => {
  it('fills every status and type, totals the statuses and rates the recorded days', () => {
    const stats = staffStatsOf({
      byStatus: [
        { status: 'active', total: 5 },
        { status: 'on_leave', total: 2 },
        { status: 'terminated', total: 1 },
      ],
      byType: [{ type: 'full_time', total: 6 }],
      recentHires: 3,
      attendance: [
        { status: 'present', total: 6 },
        { status: 'late', total: 1 },
        { status: 'absent', total: 3 },
        { status: 'leave', total: 4 },
      ],
    });
    expect(stats).toEqual({
      overview: { totalStaff: 8, activeStaff: 5, recentHires: 3, onLeave: 2 },
      // 7 came in of 10 counted days; leave counts neither way.
      averageAttendanceRate: 70,
      employmentTypeBreakdown: { full_time: 6, part_time: 0, contract: 0, intern: 0 },
      statusBreakdown: { active: 5, inactive: 0, terminated: 1, on_leave: 2, suspended: 0 },
    });
  });

  it('answers zeros for an empty shop', () => {
    const stats = staffStatsOf({ byStatus: [], byType: [], recentHires: 0, attendance: [] });
    expect(stats.overview).toEqual({ totalStaff: 0, activeStaff: 0, recentHires: 0, onLeave: 0 });
    expect(stats.averageAttendanceRate).toBe(0);
  });
});

describe('memberAnalyticsOf', () => {
  const period = { from: '2026-03-01', to: '2026-03-30', days: 30 };

  it('counts days per status, hours over the days worked, skills, training and tenure', () => {
    const analytics = memberAnalyticsOf({
      period,
      hireDate: '2026-01-29',
      attendance: [
        { status: 'present', minutesWorked: 480 },
        { status: 'late', minutesWorked: 420 },
        { status: 'half_day', minutesWorked: 240 },
        { status: 'absent', minutesWorked: 0 },
        { status: 'leave', minutesWorked: 0 },
      ],
      skills: [{ level: 'expert' }, { level: 'beginner' }, { level: 'expert' }],
      training: [
        { status: 'completed', certificateExpiry: '2026-03-29' },
        { status: 'completed', certificateExpiry: '2026-03-30' },
        { status: 'planned', certificateExpiry: null },
      ],
    });
    expect(analytics).toEqual({
      period,
      attendance: {
        daysRecorded: 5,
        present: 1,
        late: 1,
        halfDay: 1,
        absent: 1,
        leave: 1,
        attendanceRate: 75,
        totalHours: 19,
        // 1140 minutes over the 3 days the member came in.
        averageHoursPerDay: 6.33,
      },
      skills: { total: 3, byLevel: { beginner: 1, intermediate: 0, advanced: 0, expert: 2 } },
      // A certificate expiring on the period's last day is still valid that day.
      training: { total: 3, completed: 2, expiredCertificates: 1 },
      tenureDays: 60,
    });
  });

  it('averages no hours when the member came in on no day', () => {
    const analytics = memberAnalyticsOf({
      period,
      hireDate: '2026-03-01',
      attendance: [{ status: 'absent', minutesWorked: 0 }],
      skills: [],
      training: [],
    });
    expect(analytics.attendance.averageHoursPerDay).toBe(0);
    expect(analytics.attendance.attendanceRate).toBe(0);
  });
});
