import { averageCents, statusesInBucket } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder, countedStatus } from '../../db/counted-orders';
import { localDay } from '../../db/local-time';
import {
  businessDays,
  dayStart,
  sqlList as inList,
  moneyReceived,
  receivedCentsIn,
  revenueIn,
} from '../../db/money-received';
import { rowsOf } from '../../db/rows';
import { orderStatusTotals, orders, revenueTotals } from '../../db/schema';

/**
 * The figures of the order list's stats block, the analytics tab and the dashboard. Revenue is
 * money received net of refunds, by the day each moved (`moneyReceived`, issue 21). Days are
 * calendar days of the business time zone; `today`/`from`/`to` are such days (YYYY-MM-DD), `to`
 * exclusive.
 */
export function createOrderStatsRepository(db: Executor, timeZone: string) {
  const days = (from: string | null, to: string | null) => businessDays(from, to, timeZone);
  const receivedCents = (from: string | null, to: string | null) => receivedCentsIn(days(from, to));
  const revenue = (from: string | null, to: string | null) => revenueIn(db, days(from, to));

  return {
    revenue,

    /**
     * The list's stats block over every order, in one statement (it runs on every list call):
     * the counts and values from the status totals the database keeps (migration 0009), today's
     * orders and money through their indexed ranges.
     */
    async listStats(today: string, tomorrow: string) {
      const inBucket = (bucket: 'pending' | 'processing' | 'ready') =>
        sql`${orderStatusTotals.status} in (${inList(statusesInBucket(bucket))})`;
      const counted = countedStatus(orderStatusTotals.status);
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${orderStatusTotals.orders}), 0)::float8`,
          pending: sql<number>`coalesce(sum(${orderStatusTotals.orders}) filter (where ${inBucket('pending')}), 0)::float8`,
          processing: sql<number>`coalesce(sum(${orderStatusTotals.orders}) filter (where ${inBucket('processing')}), 0)::float8`,
          ready: sql<number>`coalesce(sum(${orderStatusTotals.orders}) filter (where ${inBucket('ready')}), 0)::float8`,
          countedCents: sql<number>`coalesce(sum(${orderStatusTotals.totalCents}) filter (where ${counted}), 0)::float8`,
          countedOrders: sql<number>`coalesce(sum(${orderStatusTotals.orders}) filter (where ${counted}), 0)::float8`,
          today: sql<number>`(select count(*)::int from ${orders}
            where ${orders.createdAt} >= ${dayStart(today, timeZone)}
              and ${orders.createdAt} < ${dayStart(tomorrow, timeZone)})`,
          ever: sql<number>`(select coalesce(sum(${revenueTotals.cents}), 0)::float8 from ${revenueTotals})`,
          todayRevenue: sql<number>`${receivedCents(today, tomorrow)}`,
        })
        .from(orderStatusTotals);
      return {
        totalOrders: Number(row?.total ?? 0),
        pendingOrders: Number(row?.pending ?? 0),
        processingOrders: Number(row?.processing ?? 0),
        readyOrders: Number(row?.ready ?? 0),
        averageOrderValueCents: averageCents(
          Number(row?.countedCents ?? 0),
          Number(row?.countedOrders ?? 0),
        ),
        todayOrders: Number(row?.today ?? 0),
        totalRevenueCents: Number(row?.ever ?? 0),
        todayRevenueCents: Number(row?.todayRevenue ?? 0),
      };
    },

    /** Orders created in [from, to): count, paid count, average value, and per status. */
    async analytics(from: string, to: string) {
      const window = sql`${orders.createdAt} >= ${dayStart(from, timeZone)} and ${orders.createdAt} < ${dayStart(to, timeZone)}`;
      // Four independent aggregates over the window, run side by side on the pool.
      const [overviewRows, byStatusRows, dailyRows, totalRevenueCents] = await Promise.all([
        db.execute(sql`
          select count(*)::int as total,
            count(*) filter (where ${orders.paymentStatus} = 'paid' and ${countedOrder})::int as paid,
            coalesce(sum(${orders.totalAmountCents}) filter (where ${countedOrder}), 0)::float8 as "countedCents",
            count(*) filter (where ${countedOrder})::int as "countedOrders"
          from ${orders} where ${window}`),
        db.execute(sql`
          select ${orders.status} as status, count(*)::int as count,
            coalesce(sum(${orders.totalAmountCents}), 0)::float8 as cents
          from ${orders} where ${window}
          group by ${orders.status} order by count(*) desc, ${orders.status}`),
        db.execute(sql`
          with placed as (
            select ${localDay(orders.createdAt, timeZone)} as day, count(*)::int as orders
            from ${orders} where ${window} group by 1
          ), received as (
            select ${localDay(sql`moved.at`, timeZone)} as day,
              sum(moved.cents)::float8 as cents
            from ${moneyReceived(days(from, to))} as moved
            group by 1
          )
          select to_char(coalesce(placed.day, received.day), 'YYYY-MM-DD') as day,
            coalesce(placed.orders, 0)::int as orders, coalesce(received.cents, 0)::float8 as cents
          from placed full join received on received.day = placed.day
          order by 1`),
        revenue(from, to),
      ]);
      const [overview] = rowsOf<{
        total: number;
        paid: number;
        countedCents: number;
        countedOrders: number;
      }>(overviewRows);
      const byStatus = rowsOf<{ status: string; count: number; cents: number }>(byStatusRows);
      const daily = rowsOf<{ day: string; orders: number; cents: number }>(dailyRows);
      return {
        totalOrders: overview?.total ?? 0,
        paidOrders: overview?.paid ?? 0,
        averageOrderValueCents: averageCents(
          Number(overview?.countedCents ?? 0),
          Number(overview?.countedOrders ?? 0),
        ),
        totalRevenueCents,
        byStatus,
        daily,
      };
    },
  };
}
