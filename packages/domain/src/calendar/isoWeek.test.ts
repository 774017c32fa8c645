import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, startOfWeek } from './addDays';
import { isoWeek } from './isoWeek';

const day = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2150-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isoWeek', () => {
  it('puts the days around a year end in the year of their Thursday', () => {
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2025-12-31')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-01-04')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-01-05')).toEqual({ year: 2026, week: 2 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2020-12-31')).toEqual({ year: 2020, week: 53 });
  });

  it('gives the seven days of a week one week, and the next Monday the next', () => {
    fc.assert(
      fc.property(day, (date) => {
        const monday = startOfWeek(date);
        const week = isoWeek(monday);
        expect(isoWeek(date)).toEqual(week);
        expect(isoWeek(addDays(monday, 6))).toEqual(week);
        const next = isoWeek(addDays(monday, 7));
        expect(next.year === week.year ? next.week === week.week + 1 : next.week === 1).toBe(true);
        expect(week.week).toBeGreaterThanOrEqual(1);
        expect(week.week).toBeLessThanOrEqual(53);
      }),
    );
  });
});
