import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, startOfMonth, startOfNextMonth, startOfWeek } from './addDays';

const day = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2150-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('goes back where it came from and keeps the order of days', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -1000, max: 1000 }), (start, days) => {
        expect(addDays(addDays(start, days), -days)).toBe(start);
        if (days > 0) expect(addDays(start, days) > start).toBe(true);
      }),
    );
  });
});

describe('the first day of a month and of a week', () => {
  it('finds the month around a day', () => {
    expect(startOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(startOfNextMonth('2026-02-17')).toBe('2026-03-01');
    expect(startOfNextMonth('2026-12-31')).toBe('2027-01-01');
  });

  it('starts weeks on Monday (ISO weeks)', () => {
    expect(startOfWeek('2026-03-04')).toBe('2026-03-02'); // a Wednesday
    expect(startOfWeek('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(startOfWeek('2026-03-08')).toBe('2026-03-02'); // a Sunday
  });

  it('puts every day in its own week', () => {
    fc.assert(
      fc.property(day, (start) => {
        const monday = startOfWeek(start);
        expect(monday <= start && addDays(monday, 7) > start).toBe(true);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
      }),
    );
  });
});
