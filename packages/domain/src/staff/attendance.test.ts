import { describe, expect, it } from 'vitest';
import {
  attendanceAlreadyRecorded,
  attendanceInputSchema,
  attendanceRate,
  hoursWorked,
} from './attendance';

const issue = (input: unknown) => {
  const result = attendanceInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('attendance', () => {
  it('computes hours worked, across midnight for a night shift', () => {
    expect(hoursWorked('09:00', '18:00')).toBe(9);
    expect(hoursWorked('08:50', '17:10')).toBe(8.33);
    expect(hoursWorked('22:00', '06:00')).toBe(8);
    expect(hoursWorked('09:00', undefined)).toBe(0);
  });

  it('needs a check-in on a worked day and no times on a day off', () => {
    expect(issue({ date: '2026-03-02', status: 'present' })).toBe('Check-in time is required');
    expect(issue({ date: '2026-03-02', status: 'absent', checkIn: '09:00' })).toBe(
      'No check-in or check-out on a day of absence or leave',
    );
    expect(
      issue({ date: '2026-03-02', status: 'present', checkIn: '09:00', checkOut: '09:00' }),
    ).toBe('Check-out must be after check-in');
    expect(issue({ date: '2026-03-02', status: 'present', checkIn: '9am' })).toBe(
      'Please enter a time as HH:MM',
    );
    expect(issue({ date: '', status: 'present', checkIn: '09:00' })).toBe('Date is required');
    expect(issue({ date: '2026-03-02', status: 'sick' })).toBe(
      'Please choose an attendance status',
    );
  });

  it('accepts a day still open (checked in, not yet out)', () => {
    expect(
      attendanceInputSchema.parse({
        date: '2026-03-02',
        status: 'late',
        checkIn: '09:20',
        checkOut: '',
      }),
    ).toEqual({ date: '2026-03-02', status: 'late', checkIn: '09:20' });
  });

  it('rates attendance without counting leave', () => {
    expect(attendanceRate([])).toBe(0);
    expect(
      attendanceRate([
        { status: 'present' },
        { status: 'late' },
        { status: 'absent' },
        { status: 'leave' },
      ]),
    ).toBe(66.7);
  });
});

describe('a day already recorded', () => {
  it('says what is recorded and how to change it', () => {
    expect(
      attendanceAlreadyRecorded('2026-11-02', {
        status: 'present',
        checkIn: '09:00',
        checkOut: '18:00',
      }),
    ).toBe(
      "Attendance for 2 Nov 2026 is already recorded (Present, 09:00–18:00). Tick 'Replace the recorded day' to change it.",
    );
    expect(
      attendanceAlreadyRecorded('2026-11-02', { status: 'leave', checkIn: null, checkOut: null }),
    ).toBe(
      "Attendance for 2 Nov 2026 is already recorded (Leave). Tick 'Replace the recorded day' to change it.",
    );
  });

  it('takes replace as a yes or no only', () => {
    const day = { date: '2026-03-02', status: 'absent' };
    expect(attendanceInputSchema.parse({ ...day, replace: true })).toEqual({
      ...day,
      replace: true,
    });
    expect(attendanceInputSchema.safeParse({ ...day, replace: 'yes' }).success).toBe(false);
  });
});
