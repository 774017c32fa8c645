import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DAY_MESSAGE,
  calendarDateField,
  calendarDaySchema,
  isCalendarDate,
} from './calendarDay';

describe('isCalendarDate', () => {
  it('takes real days and refuses impossible ones', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    // Date.UTC reads the years 0 to 99 as 1900 to 1999.
    expect(isCalendarDate('0050-01-01')).toBe(false);
  });

  it('takes every day the calendar has', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});

describe('calendarDaySchema', () => {
  it('refuses 2026-02-30 with a clear message', () => {
    expect(calendarDaySchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      CALENDAR_DAY_MESSAGE,
    );
    expect(calendarDaySchema.safeParse('2026-02-28').success).toBe(true);
    expect(calendarDaySchema.safeParse('26-02-28').success).toBe(false);
  });
});

describe('calendarDateField', () => {
  const field = calendarDateField('Date is required');

  it('cuts an ISO timestamp to its date', () => {
    expect(field.parse('2026-03-02T00:00:00.000Z')).toBe('2026-03-02');
  });

  it('refuses empty, impossible and far-off dates', () => {
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Date is required');
    expect(field.safeParse('2026-02-30').success).toBe(false);
    expect(field.safeParse('1899-12-31').success).toBe(false);
    expect(field.safeParse('3000-01-01').success).toBe(false);
  });

  it('takes every day from 1900 to 2999, both included', () => {
    expect(field.parse('1900-01-01')).toBe('1900-01-01');
    expect(field.parse('2999-12-31')).toBe('2999-12-31');
  });
});
