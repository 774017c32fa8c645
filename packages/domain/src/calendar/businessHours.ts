import { addDays } from './addDays';
import { startOfDay } from './businessPeriod';
import { calendarDate } from './calendarDate';

/** A day's opening hours in minutes after local midnight: [opens, closes). */
export interface OpeningHours {
  opens: number;
  closes: number;
}

/**
 * When the shop works: the hours of each weekday (0 Sunday … 6 Saturday; null closed all day)
 * and the dates it stays shut (a Poya day, a holiday), YYYY-MM-DD in the business zone.
 */
export interface BusinessWeek {
  hours: readonly [
    OpeningHours | null,
    OpeningHours | null,
    OpeningHours | null,
    OpeningHours | null,
    OpeningHours | null,
    OpeningHours | null,
    OpeningHours | null,
  ];
  closedDays: readonly string[];
}

const hour = (h: number) => h * 60;

/** The spec's working hours (part 1, contact): Mon–Sat 7:00 AM–8:00 PM; Sunday 8:00 AM–6:00 PM. */
export const SHOP_WEEK: BusinessWeek = {
  hours: [
    { opens: hour(8), closes: hour(18) },
    { opens: hour(7), closes: hour(20) },
    { opens: hour(7), closes: hour(20) },
    { opens: hour(7), closes: hour(20) },
    { opens: hour(7), closes: hour(20) },
    { opens: hour(7), closes: hour(20) },
    { opens: hour(7), closes: hour(20) },
  ],
  closedDays: [],
};

/** The longest stretch searched for an open day: a week closed all year is a configuration bug. */
const MAX_DAYS_SEARCHED = 400;

/** The opening hours on a calendar day, or null when the shop is shut that day. */
export function openingHoursOn(day: string, week: BusinessWeek): OpeningHours | null {
  if (week.closedDays.includes(day)) return null;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hours = week.hours[weekday];
  return hours && hours.closes > hours.opens ? hours : null;
}

/**
 * The instant a wall-clock time of a business day falls on: local midnight plus the minutes.
 * (Colombo has no clock changes; elsewhere a time inside a skipped hour lands an hour late.)
 */
export function wallClockInstant(day: string, minutes: number, timeZone: string): Date {
  return new Date(startOfDay(day, timeZone).getTime() + minutes * 60_000);
}

/** Minutes after local midnight of the instant's business day. */
function minutesIntoDay(instant: Date, day: string, timeZone: string): number {
  return (instant.getTime() - startOfDay(day, timeZone).getTime()) / 60_000;
}

/** The first open day on or after `day`, with its hours. */
export function nextOpenDay(day: string, week: BusinessWeek): { day: string; hours: OpeningHours } {
  let candidate = day;
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched += 1) {
    const hours = openingHoursOn(candidate, week);
    if (hours) return { day: candidate, hours };
    candidate = addDays(candidate, 1);
  }
  throw new RangeError('The business week has no open day');
}

/**
 * `minutes` of work counted in opening hours from `start`: time outside opening hours and closed
 * days does not count. Work starting outside hours starts at the next opening; work that ends
 * exactly at closing time ends then (not at the next opening).
 */
export function addBusinessMinutes(
  start: Date,
  minutes: number,
  week: BusinessWeek,
  timeZone: string,
): Date {
  let day = calendarDate(start, timeZone);
  let at = minutesIntoDay(start, day, timeZone);
  let left = Math.max(0, minutes);
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched += 1) {
    const open = nextOpenDay(day, week);
    if (open.day !== day) {
      day = open.day;
      at = open.hours.opens;
    }
    const from = Math.max(at, open.hours.opens);
    if (from < open.hours.closes) {
      const available = open.hours.closes - from;
      if (left <= available) return wallClockInstant(day, from + left, timeZone);
      left -= available;
    }
    day = addDays(day, 1);
    at = 0;
  }
  throw new RangeError('The work does not fit in the business week');
}

/** The business day and wall-clock time ('HH:mm', 24-hour) of an instant in the zone. */
export function wallClockTime(
  instant: Date | string,
  timeZone: string,
): { day: string; time: string } {
  const at = new Date(instant);
  const day = calendarDate(at, timeZone);
  const minutes = Math.round(minutesIntoDay(at, day, timeZone));
  const pad = (value: number) => String(value).padStart(2, '0');
  return { day, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

/** The instant of a business day and an 'HH:mm' time in the zone; null for a time that is none. */
export function instantOfWallClock(day: string, time: string, timeZone: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return wallClockInstant(day, hours * 60 + minutes, timeZone);
}
