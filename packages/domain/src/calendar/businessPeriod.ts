import { addDays, startOfMonth, startOfNextMonth, startOfWeek } from './addDays';
import { calendarDate } from './calendarDate';

// Wall-clock parts of an instant in a zone; one formatter per zone, as in calendarDate.
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    // Literal parts ('/', ', ') are stored too, as NaN, and never read.
    parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  // Only whole seconds come here (a midnight, less an offset the clock shows to the second).
  return wall - instant;
}

/**
 * The instant a business day begins: local midnight of `day` in the zone. Where a clock change
 * skips midnight, the day begins at the first instant it has; where midnight comes twice, at the
 * first. The one answer to "when does this day start", for the server's queries and the web.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date);
  const first = wallMidnight - offsetAt(wallMidnight, timeZone);
  const second = wallMidnight - offsetAt(first, timeZone);
  const candidates = [first, second]
    .filter((instant) => calendarDate(new Date(instant), timeZone) === day)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? Math.max(first, second));
}

/** A stretch of time: from `start` (included) to `end` (excluded). */
export interface Period {
  start: Date;
  end: Date;
}

/** The business day `day` as instants. */
export function dayPeriod(day: string, timeZone: string): Period {
  return { start: startOfDay(day, timeZone), end: startOfDay(addDays(day, 1), timeZone) };
}

/** The business week (Monday to Sunday) holding `day`, as instants. */
export function weekPeriod(day: string, timeZone: string): Period {
  const monday = startOfWeek(day);
  return { start: startOfDay(monday, timeZone), end: startOfDay(addDays(monday, 7), timeZone) };
}

/** The business month holding `day`, as instants. */
export function monthPeriod(day: string, timeZone: string): Period {
  return {
    start: startOfDay(startOfMonth(day), timeZone),
    end: startOfDay(startOfNextMonth(day), timeZone),
  };
}

/**
 * An inclusive range of calendar days (a report's startDate and endDate, either open) as instants:
 * from the start of the first day, until the start of the day after the last.
 */
export function dayRangeBounds(
  range: { startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string,
): { from?: Date; until?: Date } {
  return {
    ...(range.startDate ? { from: startOfDay(range.startDate, timeZone) } : {}),
    ...(range.endDate ? { until: startOfDay(addDays(range.endDate, 1), timeZone) } : {}),
  };
}
