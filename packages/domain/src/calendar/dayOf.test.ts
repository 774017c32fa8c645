import { describe, expect, it } from 'vitest';
import { daysBefore } from './addDays';
import { dayOf, monthOf } from './dayOf';

describe('dayOf and monthOf', () => {
  it('write a date and a month zero-padded, as YYYY-MM-DD and YYYY-MM', () => {
    expect(dayOf(2026, 3, 2)).toBe('2026-03-02');
    expect(dayOf(2026, 12, 31)).toBe('2026-12-31');
    expect(monthOf(2026, 3)).toBe('2026-03');
    expect(monthOf(2026, 11)).toBe('2026-11');
  });
});

describe('daysBefore', () => {
  it('goes back whole days of 24 hours from an instant', () => {
    const now = new Date('2026-03-31T10:15:00.000Z');
    expect(daysBefore(now, 30).toISOString()).toBe('2026-03-01T10:15:00.000Z');
    expect(daysBefore(now, -1).toISOString()).toBe('2026-04-01T10:15:00.000Z');
    expect(daysBefore(now, 0).getTime()).toBe(now.getTime());
  });
});
