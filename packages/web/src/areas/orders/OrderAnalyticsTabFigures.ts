import {
  addDays,
  averagePerOrder,
  calendarDate,
  dayOf,
  growthPercent,
  ORDER_ANALYTICS_DAILY_ROWS,
  ORDER_ANALYTICS_DEFAULT_DAYS,
  type OrderAnalytics,
  sharePercent,
} from '@laundry/domain';

/** The default window: the last 30 days up to today, in the business time zone. */
export function defaultAnalyticsRange(timeZone: string, now = new Date()) {
  const today = calendarDate(now, timeZone);
  return { startDate: addDays(today, 1 - ORDER_ANALYTICS_DEFAULT_DAYS), endDate: today };
}

export interface AnalyticsDay {
  date: string;
  orders: number;
  revenue: number;
  average: number;
}

/** The days in date order, each with its average (revenue per order). */
export function analyticsDays(analytics: OrderAnalytics): AnalyticsDay[] {
  return analytics.dailyStats
    .map(({ _id, orders, revenue }) => ({
      date: dayOf(_id.year, _id.month, _id.day),
      orders,
      revenue,
      average: averagePerOrder(revenue, orders),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Daily Performance: the last 10 days, newest first. */
export function dailyPerformance(days: readonly AnalyticsDay[]): AnalyticsDay[] {
  return [...days].reverse().slice(0, ORDER_ANALYTICS_DAILY_ROWS);
}

/**
 * The three rates of spec part 2 §2.1: Completion Rate (paid orders of all orders, %), Daily
 * Average (revenue per day with activity) and Revenue Growth (the last day against the one before,
 * %, the domain's one definition of growth; null when there is no day before).
 */
export function analyticsRates(analytics: OrderAnalytics, days: readonly AnalyticsDay[]) {
  const { totalOrders, paidOrders, totalRevenue } = analytics.overview;
  const completionRate = sharePercent(paidOrders, totalOrders);
  const dailyAverage = averagePerOrder(totalRevenue, days.length);
  const last = days.at(-1);
  const before = days.at(-2);
  const revenueGrowth = last && before ? growthPercent(last.revenue, before.revenue) : null;
  return { completionRate, dailyAverage, revenueGrowth };
}
