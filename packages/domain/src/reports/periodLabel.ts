import { isoWeek } from '../calendar';
import type { ReportGrouping } from './reportQuery';

const pad = (n: number) => String(n).padStart(2, '0');

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
