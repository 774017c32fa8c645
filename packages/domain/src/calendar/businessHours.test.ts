import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  type BusinessWeek,
  instantOfWallClock,
  nextOpenDay,
  openingHoursOn,
  SHOP_WEEK,
  wallClockInstant,
  wallClockTime,
} from './businessHours';
import { calendarDate } from './calendarDate';

const zone = 'Asia/Colombo';
// 2026-03-02 is a Monday; Colombo is UTC+05:30 all year.
const at = (iso: string) => new Date(iso);

describe('business hours', () => {
  it('opens Mon–Sat 7:00–20:00 and Sunday 8:00–18:00 (the spec)', () => {
    expect(openingHoursOn('2026-03-02', SHOP_WEEK)).toEqual({ opens: 420, closes: 1200 });
    expect(openingHoursOn('2026-03-08', SHOP_WEEK)).toEqual({ opens: 480, closes: 1080 });
  });

  it('is shut on a closing day', () => {
    const week = { ...SHOP_WEEK, closedDays: ['2026-03-03'] };
    expect(openingHoursOn('2026-03-03', week)).toBeNull();
    expect(nextOpenDay('2026-03-03', week)).toEqual({
      day: '2026-03-04',
      hours: { opens: 420, closes: 1200 },
    });
  });

  it('places a wall-clock time in the zone', () => {
    expect(wallClockInstant('2026-03-02', 420, zone).toISOString()).toBe(
      '2026-03-02T01:30:00.000Z',
    );
  });

  it('counts work inside opening hours only', () => {
    // Monday 10:00 local + 60 min = 11:00 local.
    expect(addBusinessMinutes(at('2026-03-02T04:30:00Z'), 60, SHOP_WEEK, zone).toISOString()).toBe(
      '2026-03-02T05:30:00.000Z',
    );
    // Monday 19:30 local + 60 min: 30 before closing, 30 after Tuesday's 07:00 opening.
    expect(addBusinessMinutes(at('2026-03-02T14:00:00Z'), 60, SHOP_WEEK, zone).toISOString()).toBe(
      '2026-03-03T02:00:00.000Z',
    );
    // Work that ends exactly at closing ends then.
    expect(addBusinessMinutes(at('2026-03-02T13:30:00Z'), 60, SHOP_WEEK, zone).toISOString()).toBe(
      '2026-03-02T14:30:00.000Z',
    );
  });

  it('starts work taken at night at the next opening, skipping closing days', () => {
    const week = { ...SHOP_WEEK, closedDays: ['2026-03-03'] };
    // Monday 22:00 local; Tuesday is shut; Wednesday 07:00 + 30 min.
    expect(addBusinessMinutes(at('2026-03-02T16:30:00Z'), 30, week, zone).toISOString()).toBe(
      '2026-03-04T02:00:00.000Z',
    );
  });

  it('refuses a week with no open day', () => {
    const shut: BusinessWeek = {
      hours: [null, null, null, null, null, null, null],
      closedDays: [],
    };
    expect(() => nextOpenDay('2026-03-02', shut)).toThrow('The business week has no open day');
  });

  it('always ends inside opening hours, never before the start, later for more work', () => {
    const start = fc.date({
      min: new Date('2026-01-01'),
      max: new Date('2027-01-01'),
      noInvalidDate: true,
    });
    const minutes = fc.integer({ min: 1, max: 5000 });
    fc.assert(
      fc.property(start, minutes, minutes, (from, work, more) => {
        const end = addBusinessMinutes(from, work, SHOP_WEEK, zone);
        expect(end.getTime()).toBeGreaterThan(from.getTime());
        const day = calendarDate(end, zone);
        const hours = openingHoursOn(day, SHOP_WEEK);
        const minute = (end.getTime() - wallClockInstant(day, 0, zone).getTime()) / 60_000;
        expect(hours).not.toBeNull();
        expect(minute).toBeGreaterThan(hours?.opens ?? Number.NaN);
        expect(minute).toBeLessThanOrEqual(hours?.closes ?? Number.NaN);
        const later = addBusinessMinutes(from, work + more, SHOP_WEEK, zone);
        expect(later.getTime()).toBeGreaterThan(end.getTime());
      }),
    );
  });
});

describe('wall-clock times', () => {
  it('reads and writes a day and time in the zone', () => {
    expect(wallClockTime('2026-03-02T08:30:00.000Z', zone)).toEqual({
      day: '2026-03-02',
      time: '14:00',
    });
    expect(instantOfWallClock('2026-03-02', '14:00', zone)?.toISOString()).toBe(
      '2026-03-02T08:30:00.000Z',
    );
    expect(instantOfWallClock('2026-03-02', '24:00', zone)).toBeNull();
    expect(instantOfWallClock('2026-03-02', '9:5', zone)).toBeNull();
  });
});
