import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendarDate';

describe('calendarDate', () => {
  it('uses the business time zone by default', () => {
    // 19:00 UTC on Dec 31 is already Jan 1 in Colombo (UTC+5:30).
    expect(calendarDate(new Date('2025-12-31T19:00:00Z'))).toBe('2026-01-01');
    expect(calendarDate(new Date('2025-12-31T18:29:59Z'))).toBe('2025-12-31');
  });

  it('takes another zone when asked', () => {
    expect(calendarDate(new Date('2025-12-31T19:00:00Z'), 'UTC')).toBe('2025-12-31');
  });

  it('passes calendar dates through and reads ISO instants', () => {
    expect(calendarDate('2025-10-13')).toBe('2025-10-13');
    expect(calendarDate('2025-10-12T19:00:00Z')).toBe('2025-10-13');
  });

  it('refuses what is not a date', () => {
    expect(() => calendarDate('soon')).toThrow(RangeError);
  });
});
