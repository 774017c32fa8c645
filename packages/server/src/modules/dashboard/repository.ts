import { statusesInBucket } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessDays, dayStart, sqlList as inList, revenueIn } from '../../db/money-received';
import { rowsOf } from '../../db/rows';
import { customers, orders } from '../../db/schema';

/** The dashboard's queries: its cards' counts and money, over the business time zone's days. */
export function createDashboardRepository(db: Executor, timeZone: string) {
  const revenue = (from: string, to: string) => revenueIn(db, businessDays(from, to, timeZone));
  return {
    /** The dashboard's figures: this month and today in the business time zone. */
    async figures(monthStart: string, today: string, tomorrow: string) {
      const [row] = rowsOf<{ month: number; today: number; pending: number; customers: number }>(
        await db.execute(sql`
          select
            (select count(*) from ${orders}
              where ${orders.createdAt} >= ${dayStart(monthStart, timeZone)}
                and ${orders.createdAt} < ${dayStart(tomorrow, timeZone)})::int as month,
            (select count(*) from ${orders}
              where ${orders.createdAt} >= ${dayStart(today, timeZone)}
                and ${orders.createdAt} < ${dayStart(tomorrow, timeZone)})::int as today,
            (select count(*) from ${orders}
              where ${orders.status} in (${inList(statusesInBucket('pending'))}))::int as pending,
            (select count(*) from ${customers})::int as customers`),
      );
      const [monthRevenue, todayRevenue] = await Promise.all([
        revenue(monthStart, tomorrow),
        revenue(today, tomorrow),
      ]);
      return {
        monthOrders: row?.month ?? 0,
        todayOrders: row?.today ?? 0,
        pendingOrders: row?.pending ?? 0,
        totalCustomers: row?.customers ?? 0,
        monthRevenueCents: monthRevenue,
        todayRevenueCents: todayRevenue,
      };
    },
  };
}
