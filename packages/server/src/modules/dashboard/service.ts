import {
  addDays,
  calendarDate,
  centsToRupees,
  type DashboardData,
  startOfMonth,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createDashboardRepository } from './repository';

/** The dashboard's cards: this month and today, in the business time zone. */
export function createDashboardService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  const stats = createDashboardRepository(db, timeZone);

  return {
    /** GET /reports/dashboard: orders and money received this month and today, customers, pending. */
    async figures(): Promise<DashboardData> {
      const today = calendarDate(clock(), timeZone);
      const figures = await stats.figures(startOfMonth(today), today, addDays(today, 1));
      return {
        stats: {
          monthOrders: figures.monthOrders,
          todayOrders: figures.todayOrders,
          monthRevenue: centsToRupees(figures.monthRevenueCents),
          todayRevenue: centsToRupees(figures.todayRevenueCents),
          totalCustomers: figures.totalCustomers,
          pendingOrders: figures.pendingOrders,
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
