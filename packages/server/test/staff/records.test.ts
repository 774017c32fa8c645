import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { staffPayload } from '../helpers/staff';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('attendance, skills, training, status, bulk update, stats, search, analytics', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function member(overrides: Parameters<typeof staffPayload>[0] = {}) {
    const response = await as('admin', {
      method: 'POST',
      url: '/api/staff',
      payload: staffPayload(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { _id: string; employeeId: string };
  }

  it('records a day with hours worked, refuses a second mark and corrects it when told to', async () => {
    const { _id } = await member();
    const url = `/api/staff/${_id}/attendance`;
    const first = await as('admin', {
      method: 'PUT',
      url,
      payload: { date: '2026-03-02', status: 'late', checkIn: '09:20', checkOut: '17:50' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Attendance updated successfully',
      data: { attendance: { date: '2026-03-02', status: 'late', hoursWorked: 8.5 } },
    });
    const second = { date: '2026-03-02', status: 'present', checkIn: '09:00', checkOut: '18:00' };
    // A second mark of the same day no longer overwrites the first unseen (issue 26).
    const refused = await as('cashier', { method: 'PUT', url, payload: second });
    expect(refused.statusCode).toBe(403);
    const twice = await as('admin', { method: 'PUT', url, payload: second });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json()).toEqual({
      success: false,
      field: 'replace',
      message:
        "Attendance for 2 Mar 2026 is already recorded (Late, 09:20–17:50). Tick 'Replace the recorded day' to change it.",
    });
    const kept = (await as('admin', { method: 'GET', url: `/api/staff/${_id}` })).json().data;
    expect(kept.recentAttendance).toEqual([
      expect.objectContaining({ date: '2026-03-02', status: 'late', hoursWorked: 8.5 }),
    ]);
    const notBoolean = await as('admin', {
      method: 'PUT',
      url,
      payload: { ...second, replace: 'yes' },
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().field).toBe('replace');

    const replaced = await as('admin', {
      method: 'PUT',
      url,
      payload: { ...second, replace: true },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const detail = (await as('admin', { method: 'GET', url: `/api/staff/${_id}` })).json().data;
    expect(detail.recentAttendance).toEqual([
      expect.objectContaining({ date: '2026-03-02', status: 'present', hoursWorked: 9 }),
    ]);
  });

  it('adds a skill, re-grades it by name, and adds training with a certificate', async () => {
    const { _id } = await member();
    const added = await as('admin', {
      method: 'POST',
      url: `/api/staff/${_id}/skills`,
      payload: { name: 'Ironing', level: 'intermediate', yearsOfExperience: 2 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const regraded = await as('admin', {
      method: 'POST',
      url: `/api/staff/${_id}/skills`,
      payload: { name: 'ironing', level: 'expert' },
    });
    expect(regraded.statusCode).toBe(200);
    const training = await as('admin', {
      method: 'POST',
      url: `/api/staff/${_id}/training`,
      payload: {
        title: 'Stain removal',
        provider: 'CleanCo Lanka',
        startDate: '2026-01-05',
        completedDate: '2026-01-07',
        certificateNumber: 'SR-114',
        certificateExpiry: '2028-01-07',
      },
    });
    expect(training.statusCode, training.body).toBe(201);
    const detail = (await as('admin', { method: 'GET', url: `/api/staff/${_id}` })).json().data;
    expect(detail.skills).toEqual([
      expect.objectContaining({ name: 'ironing', level: 'expert', yearsOfExperience: null }),
    ]);
    expect(detail.trainingRecords).toEqual([
      expect.objectContaining({
        title: 'Stain removal',
        status: 'completed',
        certificateNumber: 'SR-114',
        certificateExpiry: '2028-01-07',
      }),
    ]);
  });

  it('changes the status and moves the version on', async () => {
    const { _id } = await member();
    const response = await as('admin', {
      method: 'PUT',
      url: `/api/staff/${_id}/status`,
      payload: { status: 'on_leave', reason: 'Annual leave' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      version: 2,
      employmentInfo: { status: 'on_leave' },
    });
  });

  it('bulk-updates all or none', async () => {
    const a = await member();
    const b = await member({ personalInfo: { phoneNumber: '0770000001' } });
    const ok = await as('admin', {
      method: 'PUT',
      url: '/api/staff/bulk-update',
      payload: { staffIds: [a._id, b._id], updateData: { shiftType: 'evening' } },
    });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Staff members updated successfully',
      data: { updatedCount: 2 },
    });
    const before = await snapshot(t.db);
    const missing = await as('admin', {
      method: 'PUT',
      url: '/api/staff/bulk-update',
      payload: { staffIds: [a._id, randomUUID()], updateData: { status: 'suspended' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().field).toBe('staffIds');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('counts staff, recent hires, leave and attendance', async () => {
    const a = await member({ employmentInfo: { hireDate: '2026-02-20' } });
    const b = await member({
      personalInfo: { phoneNumber: '0770000001' },
      employmentInfo: { status: 'on_leave', employmentType: 'part_time' },
    });
    await as('admin', {
      method: 'PUT',
      url: `/api/staff/${a._id}/attendance`,
      payload: { date: '2026-03-01', status: 'present', checkIn: '09:00', checkOut: '17:00' },
    });
    await as('admin', {
      method: 'PUT',
      url: `/api/staff/${b._id}/attendance`,
      payload: { date: '2026-03-01', status: 'absent' },
    });
    const stats = (await as('admin', { method: 'GET', url: '/api/staff/stats' })).json().data;
    expect(stats).toEqual({
      overview: { totalStaff: 2, activeStaff: 1, recentHires: 1, onLeave: 1 },
      averageAttendanceRate: 50,
      employmentTypeBreakdown: { full_time: 1, part_time: 1, contract: 0, intern: 0 },
      statusBreakdown: { active: 1, inactive: 0, terminated: 0, on_leave: 1, suspended: 0 },
    });

    const analytics = (
      await as('admin', { method: 'GET', url: `/api/staff/${a._id}/analytics?days=7` })
    ).json().data;
    expect(analytics).toMatchObject({
      period: { from: '2026-02-24', to: '2026-03-02', days: 7 },
      attendance: { daysRecorded: 1, present: 1, attendanceRate: 100, totalHours: 8 },
      tenureDays: 10,
    });
  });

  it('searches by name, employee ID, position, phone and e-mail', async () => {
    const nimal = await member();
    await member({
      personalInfo: {
        firstName: 'Sunethra',
        lastName: 'Silva',
        phoneNumber: '0715550000',
        email: 'sunethra@laundry.lk',
      },
      employmentInfo: { position: 'Ironer' },
    });
    const find = async (q: string) =>
      (await as('admin', { method: 'GET', url: `/api/staff/search?q=${encodeURIComponent(q)}` }))
        .json()
        .data.map((row: { personalInfo: { firstName: string } }) => row.personalInfo.firstName);
    expect(await find('nimal p')).toEqual(['Nimal']);
    expect(await find(nimal.employeeId.toLowerCase())).toEqual(['Nimal']);
    expect(await find('ironer')).toEqual(['Sunethra']);
    expect(await find('0715')).toEqual(['Sunethra']);
    expect(await find('laundry.lk')).toEqual(['Nimal', 'Sunethra']);
    expect(await find('100%')).toEqual([]);
  });
});

describe('the audit rows of attendance, skills and training', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function auditOf(staffId: string) {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, staffId))
      .orderBy(asc(auditLog.at));
    return rows
      .filter((row) => row.action !== 'create')
      .map(({ action, before, after }) => ({ action, before, after }));
  }

  it('records each day, skill and course with what it was before', async () => {
    const created = await as('admin', {
      method: 'POST',
      url: '/api/staff',
      payload: staffPayload(),
    });
    const { _id } = created.json().data as { _id: string };
    const attendance = (payload: object) =>
      as('admin', { method: 'PUT', url: `/api/staff/${_id}/attendance`, payload });
    await attendance({ date: '2026-03-02', status: 'late', checkIn: '09:20', checkOut: '17:50' });
    await attendance({ date: '2026-03-02', status: 'present', checkIn: '09:00', replace: true });
    const skill = (payload: object) =>
      as('admin', { method: 'POST', url: `/api/staff/${_id}/skills`, payload });
    await skill({ name: 'Ironing', level: 'intermediate', yearsOfExperience: 2 });
    await skill({ name: 'Ironing', level: 'expert' });
    await as('admin', {
      method: 'POST',
      url: `/api/staff/${_id}/training`,
      payload: { title: 'Stain removal', startDate: '2026-01-05', status: 'in_progress' },
    });

    // One clock for the whole test: the rows are compared whatever their order.
    const rows = await auditOf(_id);
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          action: 'attendance',
          before: {
            'attendance.2026-03-02.status': null,
            'attendance.2026-03-02.checkIn': null,
            'attendance.2026-03-02.checkOut': null,
          },
          after: {
            'attendance.2026-03-02.status': 'late',
            'attendance.2026-03-02.checkIn': '09:20',
            'attendance.2026-03-02.checkOut': '17:50',
          },
        },
        {
          action: 'attendance',
          before: {
            'attendance.2026-03-02.status': 'late',
            'attendance.2026-03-02.checkIn': '09:20',
            'attendance.2026-03-02.checkOut': '17:50',
          },
          after: {
            'attendance.2026-03-02.status': 'present',
            'attendance.2026-03-02.checkIn': '09:00',
            'attendance.2026-03-02.checkOut': null,
          },
        },
        {
          action: 'skill',
          before: { 'skills.Ironing.level': null, 'skills.Ironing.years': null },
          after: { 'skills.Ironing.level': 'intermediate', 'skills.Ironing.years': 2 },
        },
        {
          action: 'skill',
          before: { 'skills.Ironing.level': 'intermediate', 'skills.Ironing.years': 2 },
          after: { 'skills.Ironing.level': 'expert', 'skills.Ironing.years': null },
        },
        {
          action: 'training',
          before: null,
          after: {
            'training.title': 'Stain removal',
            'training.startDate': '2026-01-05',
            'training.status': 'in_progress',
          },
        },
      ]),
    );
  });
});
