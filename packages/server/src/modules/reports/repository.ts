import type {
  CustomerReportQuery,
  CustomerRow,
  ReportGrouping,
  ReportRange,
  RevenueRow,
  ServiceRow,
  StatusRow,
} from '@laundry/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder } from '../../db/counted-orders';
import { moneyReceived } from '../../db/money-received';
import { rowsOf } from '../../db/rows';
import { customers, orderItems, orders } from '../../db/schema';
import { dayStart } from '../orders/stats-repository';

const rupees = (cents: number) => Math.round(cents) / 100;

/** The day after a YYYY-MM-DD day: report ranges are inclusive, the SQL windows end-exclusive. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** `column` within the range's business days; an open side is no bound at all. */
function within(column: SQLWrapper, range: ReportRange, timeZone: string) {
  const bounds: SQL[] = [];
  if (range.startDate) bounds.push(sql`${column} >= ${dayStart(range.startDate, timeZone)}`);
  if (range.endDate) bounds.push(sql`${column} < ${dayStart(nextDay(range.endDate), timeZone)}`);
  return bounds.length ? sql.join(bounds, sql` and `) : sql`true`;
}

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
    async revenue(range: ReportRange, groupBy: ReportGrouping): Promise<RevenueRow[]> {
      const label = period(sql`moved.at`, groupBy, timeZone);
      const window = {
        from: range.startDate ? dayStart(range.startDate, timeZone) : null,
        to: range.endDate ? dayStart(nextDay(range.endDate), timeZone) : null,
      };
      // Orders counted are those paid in the period; a refund nets the money, not the count.
      const rows = rowsOf<{ id: string; cents: number; orders: number }>(
        await db.execute(sql`
          select ${label} as id, sum(moved.cents)::float8 as cents,
            count(distinct moved.order_id) filter (where moved.cents > 0)::int as orders
          from ${moneyReceived(window)} as moved
          group by 1 order by 1`),
      );
      return rows.map((row) => ({
        _id: row.id,
        totalRevenue: rupees(row.cents),
        orderCount: row.orders,
        averageOrderValue: row.orders ? rupees(row.cents / row.orders) : 0,
      }));
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
        totalSpent: rupees(row.cents),
        averageOrderValue: row.orders ? rupees(row.cents / row.orders) : 0,
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
        totalRevenue: rupees(row.cents),
        orderCount: row.orders,
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
