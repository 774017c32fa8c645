import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDay,
  formatDayTime,
  formatLongDateTime,
  formatShortDay,
  formatWeekday,
} from './formatDate';

const COLOMBO = 'Asia/Colombo';

// 08:30 UTC is 14:00 in Colombo (UTC+5:30).
const instant = '2026-11-22T08:30:00.000Z';

describe('formatDate', () => {
  it('shows a short US date in the business zone', () => {
    expect(formatDate(instant, COLOMBO)).toBe('22 Nov 2026');
    expect(formatDate(new Date(instant), COLOMBO)).toBe('22 Nov 2026');
    expect(formatDate(Date.parse(instant), COLOMBO)).toBe('22 Nov 2026');
  });

  it('counts the day in the zone asked for', () => {
    // 20:00 UTC on Nov 22 is already Nov 23 in Colombo.
    expect(formatDate('2026-11-22T20:00:00Z', COLOMBO)).toBe('23 Nov 2026');
    expect(formatDate('2026-11-22T20:00:00Z', 'UTC')).toBe('22 Nov 2026');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null, COLOMBO)).toBe('');
    expect(formatDate(undefined, COLOMBO)).toBe('');
    expect(formatDate('not a date', COLOMBO)).toBe('');
  });
});

describe('formatLongDateTime', () => {
  it('shows the US long date and time', () => {
    expect(formatLongDateTime(instant, COLOMBO)).toMatch(/^22 November 2026(,| at) 02:00\spm$/);
    expect(formatLongDateTime(instant, 'UTC')).toMatch(/^22 November 2026(,| at) 08:30\sam$/);
  });

  it("says 'N/A' when missing", () => {
    expect(formatLongDateTime(null, COLOMBO)).toBe('N/A');
    expect(formatLongDateTime(undefined, COLOMBO)).toBe('N/A');
    expect(formatLongDateTime('garbage', COLOMBO)).toBe('N/A');
  });
});

describe('formatClock', () => {
  it('shows 12-hour hours and minutes', () => {
    expect(formatClock(instant, COLOMBO)).toMatch(/^02:00\sPM$/);
    expect(formatClock('2026-11-22T18:35:00Z', COLOMBO)).toMatch(/^12:05\sAM$/);
    expect(formatClock(instant, 'UTC')).toMatch(/^08:30\sAM$/);
  });

  it('shows nothing without a time', () => {
    expect(formatClock(null, COLOMBO)).toBe('');
  });
});

describe('formatDay', () => {
  it('shows a calendar day as written, in any zone', () => {
    expect(formatDay('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDay(null)).toBe('');
  });
});

describe('formatShortDay', () => {
  it('labels a calendar day by month and day, as written; keeps what is no day', () => {
    expect(formatShortDay('2026-01-05')).toBe('5 Jan');
    expect(formatShortDay('2026-12-31')).toBe('31 Dec');
    expect(formatShortDay('soon')).toBe('soon');
    expect(formatShortDay(null)).toBe('');
  });
});

describe('formatWeekday', () => {
  it('names the day of the week in the zone', () => {
    // 20:00 UTC on Sunday 22 Nov 2026 is already Monday in Colombo.
    expect(formatWeekday('2026-11-22T20:00:00Z', COLOMBO)).toBe('Monday');
    expect(formatWeekday('2026-11-22T20:00:00Z', 'UTC')).toBe('Sunday');
    expect(formatWeekday(null, 'UTC')).toBe('');
  });
});

describe('formatDayTime', () => {
  it('shows a date and time day first in the zone', () => {
    expect(formatDayTime('2026-03-02T08:30:00.000Z', 'Asia/Colombo')).toBe('02/03/2026, 2:00 pm');
    expect(formatDayTime(null, 'Asia/Colombo')).toBe('');
  });
});
