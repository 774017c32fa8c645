import { isoWeek } from '../calendar';
import { formatDay, formatMonth } from '../format';
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

/**
 * A period label (`periodLabel`'s YYYY-MM-DD, YYYY-Www or YYYY-MM) the shop's way, for a chart's
 * axis (issue 39): '2 Nov 2026' by the one date formatter, 'Nov 2026', 'Week 45, 2026'. The
 * label is already the shop's business day, week or month: it is shown as written, not moved
 * through a zone. A label of another shape is shown as it is.
 */
export function formatPeriod(label: string, groupBy: ReportGrouping): string {
  if (groupBy === 'day') return formatDay(label) || label;
  if (groupBy === 'month') return formatMonth(label);
  const week = /^(\d{4})-W(\d{2})$/.exec(label);
  return week ? `Week ${Number(week[2])}, ${week[1]}` : label;
}
