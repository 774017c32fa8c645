import { describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { staffPayload } from '../helpers/staff';
import { snapshot, useTestApp } from '../helpers/test-app';

const personal = (fields: Record<string, unknown>) => staffPayload({ personalInfo: fields });
const employment = (fields: Record<string, unknown>) => staffPayload({ employmentInfo: fields });

describe('POST /api/staff refuses bad input with a 400 naming the field', () => {
  const t = useTestApp();
  const as = asAccount(t);

  it.each(
    (
      [
        [personal({ firstName: '' }), 'personalInfo.firstName', 'First name is required'],
        [personal({ lastName: '   ' }), 'personalInfo.lastName', 'Last name is required'],
        [
          personal({ firstName: 'x'.repeat(51) }),
          'personalInfo.firstName',
          'First name must be at most 50 characters',
        ],
        [
          personal({ dateOfBirth: undefined }),
          'personalInfo.dateOfBirth',
          'Date of birth is required',
        ],
        [
          personal({ dateOfBirth: '14/05/1998' }),
          'personalInfo.dateOfBirth',
          'Please enter a valid date',
        ],
        [
          personal({ dateOfBirth: '2026-03-02' }),
          'personalInfo.dateOfBirth',
          'Date of birth must be in the past',
        ],
        [personal({ gender: undefined }), 'personalInfo.gender', 'Gender is required'],
        [personal({ phoneNumber: '' }), 'personalInfo.phoneNumber', 'Phone number is required'],
        [
          personal({ phoneNumber: '12345' }),
          'personalInfo.phoneNumber',
          'Please enter a valid phone number',
        ],
        [
          personal({ email: 'not-an-email' }),
          'personalInfo.email',
          'Please enter a valid email address',
        ],
        [
          personal({ emergencyContact: { phoneNumber: '12' } }),
          'personalInfo.emergencyContact.phoneNumber',
          'Please enter a valid phone number',
        ],
        [employment({ position: '' }), 'employmentInfo.position', 'Position is required'],
        [
          employment({ employmentType: 'freelance' }),
          'employmentInfo.employmentType',
          'Please choose an employment type',
        ],
        [employment({ status: 'retired' }), 'employmentInfo.status', 'Please choose a status'],
        [employment({ hireDate: undefined }), 'employmentInfo.hireDate', 'Hire date is required'],
        [
          employment({ hireDate: '2026-03-03' }),
          'employmentInfo.hireDate',
          'Hire date cannot be in the future',
        ],
        [
          personal({ dateOfBirth: '2009-01-07' }),
          'employmentInfo.hireDate',
          'Staff member must be at least 16 years old at hire date',
        ],
        [
          employment({ salary: { amount: -1 } }),
          'employmentInfo.salary.amount',
          'Salary amount cannot be negative',
        ],
        [
          employment({ salary: { amount: 1e12 } }),
          'employmentInfo.salary.amount',
          'Amount cannot exceed 10,000,000',
        ],
        [
          employment({ salary: { currency: 'GBP' } }),
          'employmentInfo.salary.currency',
          'Please choose a currency',
        ],
        [
          employment({ salary: { paymentFrequency: 'yearly' } }),
          'employmentInfo.salary.paymentFrequency',
          'Please choose a payment frequency',
        ],
        [
          employment({ workSchedule: { endTime: '6pm' } }),
          'employmentInfo.workSchedule.endTime',
          'Please enter a time as HH:MM',
        ],
        [
          employment({ workSchedule: { workingDays: ['funday'] } }),
          'employmentInfo.workSchedule.workingDays.0',
          'Please choose days of the week',
        ],
        [
          employment({ workSchedule: { shiftType: 'graveyard' } }),
          'employmentInfo.workSchedule.shiftType',
          'Please choose a shift type',
        ],
        [{ ...staffPayload(), employeeId: 'EMP0001' }, 'employeeId', 'Unknown field: employeeId'],
      ] as const
    ).map(([payload, field, message]) => ({ payload, field, message })),
  )('$field: $message', async ({ payload, field, message }) => {
    await as.signIn('admin');
    const before = await snapshot(t.db);
    const response = await as('admin', { method: 'POST', url: '/api/staff', payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses bad input on the other staff calls', async () => {
    const id = (
      await as('admin', { method: 'POST', url: '/api/staff', payload: staffPayload() })
    ).json().data._id;
    for (const [method, url, payload, field] of [
      ['PUT', `/api/staff/${id}`, staffPayload(), 'version'],
      ['PUT', `/api/staff/${id}/status`, { status: 'fired' }, 'status'],
      ['PUT', `/api/staff/${id}/attendance`, { date: '2026-03-03', status: 'absent' }, 'date'],
      ['PUT', `/api/staff/${id}/attendance`, { date: '2026-03-02', status: 'present' }, 'checkIn'],
      ['POST', `/api/staff/${id}/skills`, { name: 'Ironing', level: 'god' }, 'level'],
      [
        'POST',
        `/api/staff/${id}/training`,
        { title: 'Stain removal', startDate: '2026-03-01', completedDate: '2026-03-05' },
        'completedDate',
      ],
      ['PUT', '/api/staff/bulk-update', { staffIds: [id], updateData: {} }, 'updateData'],
      ['GET', '/api/staff/search?q=', undefined, 'q'],
      ['GET', `/api/staff/${id}/analytics?days=0`, undefined, 'days'],
      ['GET', '/api/staff/not-a-uuid', undefined, 'id'],
    ] as const) {
      const response = await as('admin', {
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json().field, `${method} ${url}`).toBe(field);
    }
  });
});
