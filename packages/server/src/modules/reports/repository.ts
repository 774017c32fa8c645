import {
  averageCents,
  type CustomerReportQuery,
  type CustomerRow,
  centsToRupees,
  dayRangeBounds,
  type ReportGrouping,
  type ReportRange,
  type RevenueReport,
  type ServiceRow,
  type StatusRow,
} from '@laundry/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder } from '../../db/counted-orders';
import { moneyReceived } from '../../db/money-received';
import { rowsOf } from '../../db/rows';
import { customers, orderItems, orders } from '../../db/schema';

/** `column` within the range's business days; an open side is no bound at all. */
function within(column: SQLWrapper, range: ReportRange, timeZone: string) {
  const { from, until } = dayRangeBounds(range, timeZone);
  const bounds: SQL[] = [];
  if (from) bounds.push(sql`${column} >= ${from.toISOString()}::timestamptz`);
  if (until) bounds.push(sql`${column} < ${until.toISOString()}::timestamptz`);
  return bounds.length ? sql.join(bounds, sql` and `) : sql`true`;
}

const revenueFigures = (cents: number, orders: number) => ({
  totalRevenue: centsToRupees(cents),
  orderCount: orders,
  averageOrderValue: centsToRupees(averageCents(cents, orders)),
});

/**
 * The period label in SQL, the same as the domain's `periodLabel`: YYYY-MM-DD, IYYY-"W"IW (ISO
 * week-numbering year and week) or YYYY-MM of the business day.
 */
function period(instant: SQLWrapper, groupBy: ReportGrouping, timeZone: string) {
  const local = sql`(${instant} at time zone ${timeZone})`;
  if (groupBy === 'week') return sql`to_char(${local}, 'IYYY-"W"IW')`;
  if (groupBy === 'month') return sql`to_char(${local}, 'YYYY-MM')`;
  return sql`to_char(${local}, 'YYYY-MM-DD')`;
}

/** Orders that count towards values (decision 011): every order that is not cancelled. */
const counted = countedOrder;

/**
 * The four reports (spec part 2 §2.11), each one aggregate in SQL over an indexed range. Revenue
 * is money received net of refunds, by the business day each moved (`moneyReceived`);
 * customers' and services' figures are the values of the orders placed in the range.
 */
export function createReportsRepository(db: Executor, timeZone: string) {
  return {
    /**
     * Money received net of refunds (`moneyReceived`), by the period each moved, and the whole
     * range in one pass (grouping sets). Orders counted are the distinct orders paid in the
     * period or range, so an order paid in two periods counts once in the summary; a refund nets
     * the money, not the count.
     */
    async revenue(range: ReportRange, groupBy: ReportGrouping): Promise<RevenueReport> {
      const label = period(sql`moved.at`, groupBy, timeZone);
      const { from, until } = dayRangeBounds(range, timeZone);
      const window = {
        from: from ? sql`${from.toISOString()}::timestamptz` : null,
        to: until ? sql`${until.toISOString()}::timestamptz` : null,
      };
      const rows = rowsOf<{ id: string | null; whole: boolean; cents: number; orders: number }>(
        await db.execute(sql`
          select id, grouping(id) = 1 as whole, coalesce(sum(cents), 0)::float8 as cents,
            count(distinct order_id) filter (where cents > 0)::int as orders
          from (
            select ${label} as id, moved.cents, moved.order_id
            from ${moneyReceived(window)} as moved
          ) as received
          group by grouping sets ((id), ()) order by 2, 1`),
      );
      const whole = rows.find((row) => row.whole);
      return {
        revenueData: rows
          .filter((row) => !row.whole)
          .map((row) => ({ _id: row.id ?? '', ...revenueFigures(row.cents, row.orders) })),
        summary: revenueFigures(whole?.cents ?? 0, whole?.orders ?? 0),
      };
    },

    async orderStatus(range: ReportRange): Promise<StatusRow[]> {
      return rowsOf<{ _id: string | null; count: number }>(
        await db.execute(sql`
          select ${orders.status} as "_id", count(*)::int as count
          from ${orders} where ${within(orders.createdAt, range, timeZone)}
          group by 1 order by 2 desc, 1`),
      );
    },

    async customers(
      range: ReportRange,
      limit: CustomerReportQuery['limit'],
    ): Promise<CustomerRow[]> {
      const rows = rowsOf<{
        name: string | null;
        phone: string | null;
        orders: number;
        cents: number;
      }>(
        await db.execute(sql`
          with top as (
            select ${orders.customerId} as id, count(*)::int as orders,
              sum(${orders.totalAmountCents})::float8 as cents
            from ${orders}
            where ${counted} and ${within(orders.createdAt, range, timeZone)}
            group by 1 order by 3 desc, 2 desc, 1 limit ${limit}
          )
          select ${customers.fullName} as name, ${customers.phoneNumber} as phone, top.orders, top.cents
          from top left join ${customers} on ${customers.id} = top.id
          order by top.cents desc, top.orders desc, top.id`),
      );
      return rows.map((row) => ({
        customerName: row.name,
        phoneNumber: row.phone,
        totalOrders: row.orders,
        totalSpent: centsToRupees(row.cents),
        averageOrderValue: centsToRupees(averageCents(row.cents, row.orders)),
      }));
    },

    async services(range: ReportRange): Promise<ServiceRow[]> {
      const rows = rowsOf<{
        name: string | null;
        category: string | null;
        quantity: number;
        cents: number;
        orders: number;
      }>(
        await db.execute(sql`
          select ${orderItems.serviceName} as name, ${orderItems.clothingCategory} as category,
            sum(${orderItems.quantity})::int as quantity,
            sum(${orderItems.totalPriceCents})::float8 as cents,
            count(distinct ${orderItems.orderId})::int as orders
          from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
          where ${counted} and ${within(orders.createdAt, range, timeZone)}
          group by 1, 2 order by 4 desc, 1, 2`),
      );
      return rows.map((row) => ({
        serviceName: row.name,
        serviceCategory: row.category,
        totalQuantity: row.quantity,
        totalRevenue: centsToRupees(row.cents),
        orderCount: row.orders,
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
