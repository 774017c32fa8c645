import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { staffPayload } from '../helpers/staff';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('staff records', () => {
  const t = useTestApp();
  const as = asAccount(t);

  const create = (payload: object = staffPayload()) =>
    as('admin', { method: 'POST', url: '/api/staff', payload });

  it('creates a member with an employee ID and the spec defaults', async () => {
    const response = await create();
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Staff member created successfully');
    expect(body.data).toMatchObject({
      employeeId: expect.stringMatching(/^EMP\d{4}$/),
      version: 1,
      personalInfo: {
        firstName: 'Nimal',
        address: { street: '12 Temple Road', city: 'Moratuwa', country: 'Sri Lanka' },
        emergencyContact: { name: 'Kamala Perera', relationship: 'Mother' },
      },
      employmentInfo: {
        position: 'Washer',
        status: 'active',
        hireDate: '2025-01-06',
        workSchedule: {
          startTime: '09:00',
          endTime: '18:00',
          workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
          shiftType: 'morning',
        },
        salary: { amount: 65000.5, currency: 'LKR', paymentFrequency: 'monthly' },
      },
      skills: [],
      trainingRecords: [],
      recentAttendance: [],
    });
  });

  it('reads, lists, updates from the loaded version and deletes', async () => {
    const created = (await create()).json().data;
    const id = created._id;

    const read = await as('admin', { method: 'GET', url: `/api/staff/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.employeeId).toBe(created.employeeId);

    const list = await as('admin', { method: 'GET', url: '/api/staff' });
    expect(list.json().data).toMatchObject({ total: 1, truncated: false });
    expect(list.json().data.staff[0]._id).toBe(id);

    const payload = staffPayload({ employmentInfo: { position: 'Senior Washer' } });
    const updated = await as('admin', {
      method: 'PUT',
      url: `/api/staff/${id}`,
      payload: { ...payload, version: 1 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Staff member updated successfully',
      data: { version: 2, employmentInfo: { position: 'Senior Washer' } },
    });

    const removed = await as('admin', { method: 'DELETE', url: `/api/staff/${id}` });
    expect(removed.json()).toEqual({
      success: true,
      message: 'Staff member deleted successfully',
      data: null,
    });
    const gone = await as('admin', { method: 'GET', url: `/api/staff/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'Staff member not found' });
  });

  it('refuses an update from a stale copy with 409 and changes nothing', async () => {
    const id = (await create()).json().data._id;
    const first = await as('admin', {
      method: 'PUT',
      url: `/api/staff/${id}`,
      payload: { ...staffPayload({ employmentInfo: { position: 'Ironer' } }), version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const before = await snapshot(t.db);
    const stale = await as('admin', {
      method: 'PUT',
      url: `/api/staff/${id}`,
      payload: { ...staffPayload({ employmentInfo: { position: 'Driver' } }), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, field: 'version' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('links a reporting manager, never oneself or a stranger', async () => {
    const manager = (await create()).json().data;
    const member = await create(
      staffPayload({
        personalInfo: { firstName: 'Sunil', phoneNumber: '0779999999' },
        employmentInfo: { reportingManager: manager._id },
      }),
    );
    expect(member.statusCode, member.body).toBe(201);
    expect(member.json().data.employmentInfo.reportingManager).toEqual({
      _id: manager._id,
      employeeId: manager.employeeId,
      fullName: 'Nimal Perera',
    });
    const stranger = await create(
      staffPayload({ employmentInfo: { reportingManager: randomUUID() } }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      success: false,
      message: 'Reporting manager not found',
      field: 'employmentInfo.reportingManager',
    });
    const self = await as('admin', {
      method: 'PUT',
      url: `/api/staff/${manager._id}`,
      payload: {
        ...staffPayload({ employmentInfo: { reportingManager: manager._id } }),
        version: 1,
      },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('A staff member cannot report to themselves');
  });

  it('answers 404 for a member that does not exist, on every member route', async () => {
    const id = randomUUID();
    for (const [method, url, payload] of [
      ['GET', `/api/staff/${id}`],
      ['PUT', `/api/staff/${id}`, { ...staffPayload(), version: 1 }],
      ['DELETE', `/api/staff/${id}`],
      ['PUT', `/api/staff/${id}/status`, { status: 'on_leave' }],
      ['PUT', `/api/staff/${id}/attendance`, { date: '2026-03-02', status: 'absent' }],
      ['POST', `/api/staff/${id}/skills`, { name: 'Ironing', level: 'expert' }],
      [
        'POST',
        `/api/staff/${id}/training`,
        { title: 'Stain removal', startDate: '2026-01-05', completedDate: '2026-01-06' },
      ],
      ['GET', `/api/staff/${id}/analytics`],
    ] as const) {
      const response = await as('admin', {
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
    }
  });
});
