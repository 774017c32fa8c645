import { statusesInBucket } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { customers, orders, payments } from '../../db/schema';

/** The instant a calendar day starts in the business time zone. */
export const dayStart = (day: string, timeZone: string) =>
  sql`((${day})::date)::timestamp at time zone ${timeZone}`;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export const completedPayment = sql`${payments.status} = 'completed' and ${payments.processedAt} is not null`;

/**
 * The figures of the order list's stats block, the analytics tab and the dashboard. Revenue is
 * money received: completed payments by the day they were processed (decision 011). Days are
 * calendar days of the business time zone; `today`/`from`/`to` are such days (YYYY-MM-DD), `to`
 * exclusive.
 */
export function createOrderStatsRepository(db: Executor, timeZone: string) {
  async function revenue(from: string | null, to: string | null): Promise<number> {
    const window = [completedPayment];
    if (from) window.push(sql`${payments.processedAt} >= ${dayStart(from, timeZone)}`);
    if (to) window.push(sql`${payments.processedAt} < ${dayStart(to, timeZone)}`);
    const [row] = rowsOf<{ cents: number }>(
      await db.execute(
        sql`select coalesce(sum(${payments.amountCents}), 0)::float8 as cents from ${payments}
            where ${sql.join(window, sql` and `)}`,
      ),
    );
    return Number(row?.cents ?? 0);
  }

  return {
    revenue,

    /** The list's stats block over every order. */
    async listStats(today: string, tomorrow: string) {
      const [row] = rowsOf<{
        total: number;
        pending: number;
        processing: number;
        ready: number;
        average: number;
        today: number;
      }>(
        await db.execute(sql`
          select count(*)::int as total,
            count(*) filter (where ${orders.status} in (${inList(statusesInBucket('pending'))}))::int as pending,
            count(*) filter (where ${orders.status} in (${inList(statusesInBucket('processing'))}))::int as processing,
            count(*) filter (where ${orders.status} in (${inList(statusesInBucket('ready'))}))::int as ready,
            coalesce(avg(${orders.totalAmountCents}) filter (where ${orders.status} <> 'cancelled'), 0)::float8 as average,
            count(*) filter (where ${orders.createdAt} >= ${dayStart(today, timeZone)}
              and ${orders.createdAt} < ${dayStart(tomorrow, timeZone)})::int as today
          from ${orders}`),
      );
      const [totalRevenue, todayRevenue] = await Promise.all([
        revenue(null, null),
        revenue(today, tomorrow),
      ]);
      return {
        totalOrders: row?.total ?? 0,
        pendingOrders: row?.pending ?? 0,
        processingOrders: row?.processing ?? 0,
        readyOrders: row?.ready ?? 0,
        averageOrderValueCents: Number(row?.average ?? 0),
        todayOrders: row?.today ?? 0,
        totalRevenueCents: totalRevenue,
        todayRevenueCents: todayRevenue,
      };
    },

    /** Orders created in [from, to): count, paid count, average value, and per status. */
    async analytics(from: string, to: string) {
      const window = sql`${orders.createdAt} >= ${dayStart(from, timeZone)} and ${orders.createdAt} < ${dayStart(to, timeZone)}`;
      const [overview] = rowsOf<{ total: number; paid: number; average: number }>(
        await db.execute(sql`
          select count(*)::int as total,
            count(*) filter (where ${orders.paymentStatus} = 'paid' and ${orders.status} <> 'cancelled')::int as paid,
            coalesce(avg(${orders.totalAmountCents}) filter (where ${orders.status} <> 'cancelled'), 0)::float8 as average
          from ${orders} where ${window}`),
      );
      const byStatus = rowsOf<{ status: string; count: number; cents: number }>(
        await db.execute(sql`
          select ${orders.status} as status, count(*)::int as count,
            coalesce(sum(${orders.totalAmountCents}), 0)::float8 as cents
          from ${orders} where ${window}
          group by ${orders.status} order by count(*) desc, ${orders.status}`),
      );
      const daily = rowsOf<{ day: string; orders: number; cents: number }>(
        await db.execute(sql`
          with placed as (
            select (${orders.createdAt} at time zone ${timeZone})::date as day, count(*)::int as orders
            from ${orders} where ${window} group by 1
          ), received as (
            select (${payments.processedAt} at time zone ${timeZone})::date as day,
              sum(${payments.amountCents})::float8 as cents
            from ${payments}
            where ${completedPayment}
              and ${payments.processedAt} >= ${dayStart(from, timeZone)}
              and ${payments.processedAt} < ${dayStart(to, timeZone)}
            group by 1
          )
          select to_char(coalesce(placed.day, received.day), 'YYYY-MM-DD') as day,
            coalesce(placed.orders, 0)::int as orders, coalesce(received.cents, 0)::float8 as cents
          from placed full join received on received.day = placed.day
          order by 1`),
      );
      return {
        totalOrders: overview?.total ?? 0,
        paidOrders: overview?.paid ?? 0,
        averageOrderValueCents: Number(overview?.average ?? 0),
        totalRevenueCents: await revenue(from, to),
        byStatus,
        daily,
      };
    },

    /** The dashboard's figures: this month and today in the business time zone. */
    async dashboard(monthStart: string, today: string, tomorrow: string) {
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
