import { describe, expect, it } from 'vitest';
import { isoWeek } from '../calendar';
import { formatPeriod, periodLabel } from './periodLabel';

describe('periodLabel', () => {
  it('labels days, ISO weeks and months with two-digit parts', () => {
    expect(periodLabel('2026-03-05', 'day')).toBe('2026-03-05');
    expect(periodLabel('2026-03-05', 'month')).toBe('2026-03');
    expect(periodLabel('2026-03-05', 'week')).toBe('2026-W10');
  });

  it('puts the days around new year in the ISO week year', () => {
    // 2026-01-01 is a Thursday: week 1 of 2026. 2027-01-01 is a Friday: week 53 of 2026.
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2025-12-28')).toEqual({ year: 2025, week: 52 });
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(periodLabel('2024-12-30', 'week')).toBe('2025-W01');
  });
});

describe('formatPeriod', () => {
  it("prints a chart axis's periods the shop's way, as written (issue 39)", () => {
    expect(formatPeriod('2026-11-02', 'day')).toBe('2 Nov 2026');
    expect(formatPeriod('2026-11', 'month')).toBe('Nov 2026');
    expect(formatPeriod('2026-W05', 'week')).toBe('Week 5, 2026');
    expect(formatPeriod('odd', 'week')).toBe('odd');
  });
});
