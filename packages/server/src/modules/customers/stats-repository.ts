import { type LoyaltyTier, loyaltyTiers, TOP_LOYALTY_CUSTOMERS_COUNT } from '@laundry/domain';
import { and, asc, desc, gt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { customers, loyaltyHistory, orders } from '../../db/schema';
import { loyaltyTierCondition } from './repository';
import { countedOrder } from './totals-repository';

/**
 * The stats window: the last `days` calendar days of the business time zone up to `now` (today
 * included), and the `days` days before them. Boundaries are local midnights as instants.
 */
function windowBounds(now: Date, days: number, timeZone: string) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const startOfDay = (daysBack: SQL) =>
    sql`((${today} - ${daysBack})::timestamp at time zone ${timeZone})`;
  return {
    now: sql`${now.toISOString()}::timestamptz`,
    periodStart: startOfDay(sql`${days - 1}::int`),
    previousStart: startOfDay(sql`${2 * days - 1}::int`),
    today,
  };
}

const inPeriod = (column: SQLWrapper, start: SQL, end: SQL) =>
  sql`(${column} >= ${start} and ${column} <= ${end})`;
const inPrevious = (column: SQLWrapper, start: SQL, end: SQL) =>
  sql`(${column} >= ${start} and ${column} < ${end})`;

/** The aggregate queries behind GET /customers/stats; each one a single pass in SQL. */
export function createCustomerStatsRepository(db: Executor) {
  return {
    /** Counts over all customers, and the new ones of this period and the one before. */
    async customerFigures(now: Date, days: number, timeZone: string) {
      const b = windowBounds(now, days, timeZone);
      const created = customers.createdAt;
      const tierCounts = Object.fromEntries(
        loyaltyTiers.map((tier) => [
          tier,
          sql<number>`count(*) filter (where ${loyaltyTierCondition(tier)})::int`,
        ]),
      ) as Record<LoyaltyTier, SQL<number>>;
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          students: sql<number>`count(*) filter (where ${customers.isStudent})::int`,
          averageLoyalty: sql<number>`coalesce(avg(${customers.loyaltyPoints}), 0)::float8`,
          totalSpentCents: sql<number>`coalesce(sum(${customers.totalSpentCents}), 0)::float8`,
          withoutOrders: sql<number>`count(*) filter (where ${customers.totalOrders} = 0)::int`,
          newCurrent: sql<number>`count(*) filter (where ${inPeriod(created, b.periodStart, b.now)})::int`,
          newPrevious: sql<number>`count(*) filter (where ${inPrevious(created, b.previousStart, b.periodStart)})::int`,
          newStudentsCurrent: sql<number>`count(*) filter (where ${customers.isStudent} and ${inPeriod(created, b.periodStart, b.now)})::int`,
          newStudentsPrevious: sql<number>`count(*) filter (where ${customers.isStudent} and ${inPrevious(created, b.previousStart, b.periodStart)})::int`,
          ...tierCounts,
        })
        .from(customers);
      if (!row) throw new Error('customer stats returned no row');
      return {
        ...row,
        averageLoyalty: Number(row.averageLoyalty),
        totalSpentCents: Number(row.totalSpentCents),
      };
    },

    /** Cents of the orders that count, in this period and the one before. */
    async revenue(now: Date, days: number, timeZone: string) {
      const b = windowBounds(now, days, timeZone);
      const [row] = await db
        .select({
          current: sql<number>`coalesce(sum(${orders.totalAmountCents}) filter (where ${inPeriod(orders.createdAt, b.periodStart, b.now)}), 0)::float8`,
          previous: sql<number>`coalesce(sum(${orders.totalAmountCents}) filter (where ${inPrevious(orders.createdAt, b.previousStart, b.periodStart)}), 0)::float8`,
        })
        .from(orders)
        .where(and(countedOrder, sql`${orders.createdAt} >= ${b.previousStart}`));
      return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
    },

    /** Net loyalty points given (added minus taken) in this period and the one before. */
    async loyaltyChange(now: Date, days: number, timeZone: string) {
      const b = windowBounds(now, days, timeZone);
      const net = sql`${loyaltyHistory.pointsAfter} - ${loyaltyHistory.pointsBefore}`;
      const [row] = await db
        .select({
          current: sql<number>`coalesce(sum(${net}) filter (where ${inPeriod(loyaltyHistory.createdAt, b.periodStart, b.now)}), 0)::float8`,
          previous: sql<number>`coalesce(sum(${net}) filter (where ${inPrevious(loyaltyHistory.createdAt, b.previousStart, b.periodStart)}), 0)::float8`,
        })
        .from(loyaltyHistory)
        .where(sql`${loyaltyHistory.createdAt} >= ${b.previousStart}`);
      return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
    },

    /** The customers with the most points (none with 0), most spent first on a tie. */
    async topLoyalty() {
      return db
        .select({
          id: customers.id,
          fullName: customers.fullName,
          email: customers.email,
          loyaltyPoints: customers.loyaltyPoints,
          totalSpentCents: customers.totalSpentCents,
        })
        .from(customers)
        .where(gt(customers.loyaltyPoints, 0))
        .orderBy(
          desc(customers.loyaltyPoints),
          desc(customers.totalSpentCents),
          asc(sql`lower(${customers.fullName})`),
        )
        .limit(TOP_LOYALTY_CUSTOMERS_COUNT);
    },

    /** New customers per local calendar day of the last `days` days, oldest first. */
    async dailyNewCustomers(now: Date, days: number, timeZone: string) {
      const b = windowBounds(now, days, timeZone);
      const result = await db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as "date", count(${customers.id})::int as "newCustomers"
        from generate_series(
          (${b.today} - ${days - 1}::int)::timestamp, ${b.today}::timestamp, interval '1 day'
        ) as day
        left join ${customers}
          on ${customers.createdAt} >= (day at time zone ${timeZone})
          and ${customers.createdAt} < ((day + interval '1 day') at time zone ${timeZone})
        group by day
        order by day`);
      return rowsOf<{ date: string; newCustomers: number }>(result).map((row) => ({
        date: row.date,
        newCustomers: Number(row.newCustomers),
      }));
    },
  };
}
