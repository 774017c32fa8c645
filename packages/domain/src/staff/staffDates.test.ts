import { describe, expect, it } from 'vitest';
import { addDays, ageOn, calendarDateField, isCalendarDate } from './staffDates';

describe('staff dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('1/2/2025')).toBe(false);
  });

  it('cuts an ISO timestamp to its date and refuses far-off years', () => {
    const field = calendarDateField('Date is required');
    expect(field.parse('2026-03-02T00:00:00.000Z')).toBe('2026-03-02');
    expect(field.safeParse('1850-01-01').success).toBe(false);
  });

  it('counts full years', () => {
    expect(ageOn('2000-06-15', '2016-06-14')).toBe(15);
    expect(ageOn('2000-06-15', '2016-06-15')).toBe(16);
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-02', -30)).toBe('2026-01-31');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
