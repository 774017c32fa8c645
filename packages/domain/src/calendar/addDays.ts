const DAY_MS = 86_400_000;

function utcDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** The calendar date `days` days after a YYYY-MM-DD date (negative: before). */
export function addDays(day: string, days: number): string {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the date's month. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month after the date's. */
export function startOfNextMonth(day: string): string {
  const date = utcDate(startOfMonth(day));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the date's week: weeks are ISO weeks, as the revenue report groups them. */
export function startOfWeek(day: string): string {
  return addDays(day, -((utcDate(day).getUTCDay() + 6) % 7));
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / DAY_MS);
}

/**
 * The instant `days` days of 24 hours before `when` (negative: after): the start of a rolling
 * window ("the last 30 days" up to now), not a business day's start (`startOfDay` is).
 */
export function daysBefore(when: Date, days: number): Date {
  return new Date(when.getTime() - days * DAY_MS);
}
