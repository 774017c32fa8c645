import { addDays, daysBetween, startOfWeek } from './addDays';

/**
 * The ISO 8601 week-numbering year and week of a calendar day: weeks start on Monday and belong
 * to the year their Thursday falls in, so 31 December 2025 is in week 1 of 2026.
 */
export function isoWeek(day: string): { year: number; week: number } {
  const monday = startOfWeek(day);
  const year = Number(addDays(monday, 3).slice(0, 4));
  // 4 January is always in week 1.
  const firstMonday = startOfWeek(`${year}-01-04`);
  return { year, week: daysBetween(firstMonday, monday) / 7 + 1 };
}
