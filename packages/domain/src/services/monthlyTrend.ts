import { calendarDate, monthOf } from '../calendar';
import type { MonthlyTrendPoint } from './serviceStats';

export interface YearMonth {
  year: number;
  month: number;
}

/** The last `count` calendar months up to the one `now` falls in (time zone given), oldest first. */
export function lastMonths(now: Date, timeZone: string, count: number): YearMonth[] {
  const [year, month] = calendarDate(now, timeZone).split('-').map(Number) as [number, number];
  const months: YearMonth[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
}

/** 'YYYY-MM' of a month, as the database groups them. */
export function monthKey({ year, month }: YearMonth): string {
  return monthOf(year, month);
}

/** Every month of the window, with zeros where nothing was sold. */
export function fillMonthlyTrend(
  months: YearMonth[],
  figures: Map<string, { orders: number; quantity: number; revenue: number }>,
): MonthlyTrendPoint[] {
  return months.map((month) => ({
    _id: month,
    ...(figures.get(monthKey(month)) ?? { orders: 0, quantity: 0, revenue: 0 }),
  }));
}
