import { describe, expect, it } from 'vitest';
import { calendarDate, DEFAULT_BUSINESS_TIME_ZONE } from './calendarDate';

describe('calendarDate', () => {
  it('counts the day in the given zone', () => {
    // 19:00 UTC on Dec 31 is already Jan 1 in Colombo (UTC+5:30).
    expect(calendarDate(new Date('2025-12-31T19:00:00Z'), 'Asia/Colombo')).toBe('2026-01-01');
    expect(calendarDate(new Date('2025-12-31T18:29:59Z'), 'Asia/Colombo')).toBe('2025-12-31');
    expect(calendarDate(new Date('2025-12-31T19:00:00Z'), 'UTC')).toBe('2025-12-31');
  });

  it('defaults the business to Colombo', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Colombo');
  });

  it('passes calendar dates through and reads ISO instants', () => {
    expect(calendarDate('2025-10-13', 'UTC')).toBe('2025-10-13');
    expect(calendarDate('2025-10-12T19:00:00Z', 'Asia/Colombo')).toBe('2025-10-13');
  });

  it('passes a calendar date through whatever the zone', () => {
    expect(calendarDate('2025-10-13', 'America/New_York')).toBe('2025-10-13');
    expect(calendarDate('2025-10-13', 'Asia/Colombo')).toBe('2025-10-13');
  });

  it('refuses what is not a date', () => {
    expect(() => calendarDate('soon', 'UTC')).toThrow(new RangeError('Not a date: soon'));
  });
});
