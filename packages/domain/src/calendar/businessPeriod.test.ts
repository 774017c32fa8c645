import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './addDays';
import { dayPeriod, dayRangeBounds, monthPeriod, startOfDay, weekPeriod } from './businessPeriod';
import { calendarDate } from './calendarDate';

const zones = ['Asia/Colombo', 'UTC', 'America/New_York', 'Europe/London', 'Asia/Kathmandu'];
const day = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('startOfDay', () => {
  it('is local midnight in the zone', () => {
    expect(startOfDay('2026-01-01', 'Asia/Colombo').toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(startOfDay('2026-01-01', 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    // Summer and winter time in New York.
    expect(startOfDay('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(startOfDay('2026-01-15', 'America/New_York').toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
  });

  it('begins a day whose midnight a clock change skipped at its first instant', () => {
    // São Paulo moved from 00:00 to 01:00 on 4 November 2018.
    expect(startOfDay('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });

  it('finds midnight when the clock changes between midnight and the same hour in UTC', () => {
    // Berlin springs forward at 01:00 UTC; Beirut's midnight of 29 March 2026 is skipped (00:00 → 01:00).
    expect(startOfDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDay('2026-03-29', 'Asia/Beirut').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(startOfDay('2026-10-25', 'Asia/Beirut').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('counts an offset to the second (Colombo kept its local mean time, +5:19:32, in 1880)', () => {
    expect(startOfDay('1880-06-01', 'Asia/Colombo').toISOString()).toBe('1880-05-31T18:40:28.000Z');
  });

  it('is the first instant of its day in every zone', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...zones), (date, zone) => {
        const start = startOfDay(date, zone);
        expect(calendarDate(start, zone)).toBe(date);
        expect(calendarDate(new Date(start.getTime() - 1), zone)).toBe(addDays(date, -1));
      }),
    );
  });
});

describe('business periods', () => {
  it('gives a day, its ISO week and its month as instants in the zone', () => {
    const zone = 'Asia/Colombo';
    expect(dayPeriod('2026-03-04', zone)).toEqual({
      start: new Date('2026-03-03T18:30:00Z'),
      end: new Date('2026-03-04T18:30:00Z'),
    });
    expect(weekPeriod('2026-03-04', zone)).toEqual({
      start: new Date('2026-03-01T18:30:00Z'),
      end: new Date('2026-03-08T18:30:00Z'),
    });
    expect(monthPeriod('2026-02-17', zone)).toEqual({
      start: new Date('2026-01-31T18:30:00Z'),
      end: new Date('2026-02-28T18:30:00Z'),
    });
  });

  it('holds the day it was asked for', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...zones), (date, zone) => {
        for (const period of [
          dayPeriod(date, zone),
          weekPeriod(date, zone),
          monthPeriod(date, zone),
        ]) {
          const start = startOfDay(date, zone);
          expect(period.start.getTime()).toBeLessThanOrEqual(start.getTime());
          expect(period.end.getTime()).toBeGreaterThan(start.getTime());
        }
      }),
    );
  });
});

describe('dayRangeBounds', () => {
  it('runs from the first day to the start of the day after the last, either side open', () => {
    expect(dayRangeBounds({ startDate: '2026-03-01', endDate: '2026-03-31' }, 'UTC')).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      until: new Date('2026-04-01T00:00:00Z'),
    });
    expect(dayRangeBounds({}, 'UTC')).toEqual({});
    expect(dayRangeBounds({ endDate: '2026-03-31' }, 'UTC')).toEqual({
      until: new Date('2026-04-01T00:00:00Z'),
    });
  });
});
