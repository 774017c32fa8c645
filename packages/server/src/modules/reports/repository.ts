import {
  type CustomerReportQuery,
  dayRangeBounds,
  type ReportGrouping,
  type ReportRange,
  type StatusRow,
} from '@laundry/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder, spentOnOrder } from '../../db/counted-orders';
import { localMonth, localTime } from '../../db/local-time';
import { moneyReceived } from '../../db/money-received';
import { rowsOf } from '../../db/rows';
import { services as catalogue, customers, orderItems, orders } from '../../db/schema';

/** `column` within the range's business days; an open side is no bound at all. */
function within(column: SQLWrapper, range: ReportRange, timeZone: string) {
  const { from, until } = dayRangeBounds(range, timeZone);
  const bounds: SQL[] = [];
  if (from) bounds.push(sql`${column} >= ${from.toISOString()}::timestamptz`);
  if (until) bounds.push(sql`${column} < ${until.toISOString()}::timestamptz`);
  return bounds.length ? sql.join(bounds, sql` and `) : sql`true`;
}

/** Money received in one period (or the whole range): cents, and the distinct orders paid. */
export interface ReceivedRow {
  cents: number;
  orders: number;
}

/**
 * The period label in SQL, the same as the domain's `periodLabel`: YYYY-MM-DD, IYYY-"W"IW (ISO
 * week-numbering year and week) or YYYY-MM of the business day.
 */
function period(instant: SQLWrapper, groupBy: ReportGrouping, timeZone: string) {
  const local = localTime(instant, timeZone);
  if (groupBy === 'week') return sql`to_char(${local}, 'IYYY-"W"IW')`;
  if (groupBy === 'month') return localMonth(instant, timeZone);
  return sql`to_char(${local}, 'YYYY-MM-DD')`;
}

/** Orders that count towards values (decision 011): every order that is not cancelled. */
const counted = countedOrder;

/**
 * The four reports' queries (spec part 2 §2.11), each one aggregate in SQL over an indexed range,
 * answered in cents (the service turns them into rupees). Revenue
 * is money received net of refunds, by the business day each moved (`moneyReceived`);
 * customers' figures are of the orders placed in the range (Total Spent the money received on
 * them, decision 039) and services' the values of the lines sold in it.
 */
export function createReportsRepository(db: Executor, timeZone: string) {
  return {
    /**
     * Money received net of refunds (`moneyReceived`), by the period each moved, and the whole
     * range in one pass (grouping sets). Orders counted are the distinct orders paid in the
     * period or range, so an order paid in two periods counts once in the summary; a refund nets
     * the money, not the count.
     */
    async revenue(
      range: ReportRange,
      groupBy: ReportGrouping,
    ): Promise<{ periods: (ReceivedRow & { id: string })[]; whole: ReceivedRow }> {
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
        periods: rows
          .filter((row) => !row.whole)
          .map((row) => ({ id: row.id ?? '', cents: row.cents, orders: row.orders })),
        whole: { cents: whole?.cents ?? 0, orders: whole?.orders ?? 0 },
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

    /**
     * The top customers by what they spent on their counted orders placed in the range — the
     * money received on them, as a customer's Total Spent is everywhere (decision 039) — in
     * cents, with the value of those orders for their average.
     */
    async customers(range: ReportRange, limit: CustomerReportQuery['limit']) {
      return rowsOf<{
        name: string | null;
        phone: string | null;
        orders: number;
        spentCents: number;
        valueCents: number;
      }>(
        await db.execute(sql`
          with top as (
            select ${orders.customerId} as id, count(*)::int as orders,
              sum(${spentOnOrder})::float8 as spent, sum(${orders.totalAmountCents})::float8 as value
            from ${orders}
            where ${counted} and ${within(orders.createdAt, range, timeZone)}
            group by 1 order by 3 desc, 2 desc, 1 limit ${limit}
          )
          select ${customers.fullName} as name, ${customers.phoneNumber} as phone, top.orders,
            top.spent as "spentCents", top.value as "valueCents"
          from top left join ${customers} on ${customers.id} = top.id
          order by top.spent desc, top.orders desc, top.id`),
      );
    },

    /**
     * Services by the value of their lines on counted orders placed in the range, in cents: one
     * row per service of the catalogue, under its current name, its category its price type
     * (decision 032). Grouping by the line's clothing category listed a service once per
     * category ("Dry Cleaning" twice) and lines sold by weight under "Unknown".
     */
    async services(range: ReportRange) {
      return rowsOf<{
        name: string | null;
        category: string | null;
        quantity: number;
        cents: number;
        orders: number;
      }>(
        await db.execute(sql`
          select ${catalogue.name} as name, ${catalogue.priceType} as category,
            sum(${orderItems.quantity})::int as quantity,
            sum(${orderItems.totalPriceCents})::float8 as cents,
            count(distinct ${orderItems.orderId})::int as orders
          from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
            join ${catalogue} on ${catalogue.id} = ${orderItems.serviceId}
          where ${counted} and ${within(orders.createdAt, range, timeZone)}
          group by ${catalogue.id}, 1, 2 order by 4 desc, 1`),
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
