import type { ReportGrouping } from './reportQuery';

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO 8601 week-numbering year and week of a calendar day (weeks start on Monday). */
export function isoWeek(day: string): { year: number; week: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // The Thursday of the same week decides the year.
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  const week1Monday = firstThursday.getTime() - firstWeekday * 86_400_000;
  const week =
    1 + Math.floor((thursday.getTime() - 3 * 86_400_000 - week1Monday) / (7 * 86_400_000));
  return { year, week };
}

/**
 * A report period's label (spec part 2 §2.11): year-month-day (daily), year-Wweek (weekly, ISO
 * weeks), year-month (monthly), with month, day and week zero-padded to 2.
 */
export function periodLabel(day: string, groupBy: ReportGrouping): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return day.slice(0, 7);
  const { year, week } = isoWeek(day);
  return `${year}-W${pad(week)}`;
}
