import {
  addDays,
  calendarDate,
  dayPeriod,
  type LoyaltyTier,
  loyaltyTiers,
  startOfDay,
  TOP_LOYALTY_CUSTOMERS_COUNT,
} from '@laundry/domain';
import { asc, desc, gt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moneyReceived } from '../../db/money-received';
import { rowsOf } from '../../db/rows';
import {
  customerDailyTotals,
  customers,
  customerTotals,
  loyaltyDailyTotals,
  loyaltyHistory,
  revenueTotals,
} from '../../db/schema';
import { loyaltyTierCondition } from './repository';

/**
 * The stats window: the last `days` calendar days of the business time zone up to `now` (today
 * included), and the `days` days before them. Boundaries are local midnights as instants, from
 * the domain's calendar.
 */
function windowBounds(now: Date, days: number, timeZone: string) {
  const today = calendarDate(now, timeZone);
  const startOf = (daysBack: number) =>
    sql`${startOfDay(addDays(today, -daysBack), timeZone).toISOString()}::timestamptz`;
  return {
    now: sql`${now.toISOString()}::timestamptz`,
    periodStart: startOf(days - 1),
    previousStart: startOf(2 * days - 1),
  };
}

/** The first UTC midnight at or after `instant`, as a date, and a date's UTC midnight. */
const firstUtcDayFrom = (instant: SQL) =>
  sql`(((${instant}) at time zone 'UTC') - interval '1 microsecond')::date + 1`;
const utcDayOf = (instant: SQL) => sql`((${instant}) at time zone 'UTC')::date`;
const utcMidnight = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;

interface RolledUp {
  /** The daily roll-up: its UTC day column, the figure summed, and which of its rows count. */
  days: { table: PgTable; day: SQLWrapper; value: SQL; where?: SQL };
  /** The rows it rolls up: their creation instant (indexed), the same figure, the same rows. */
  rows: { table: PgTable; createdAt: SQLWrapper; value: SQL; where?: SQL };
}

/**
 * A figure summed over the instants [from, to): the whole UTC days inside from the daily roll-up,
 * the part days at either end (less than a day each) from the rows through their created_at
 * index. Exact for any boundary: a local midnight of any time zone, or now.
 */
function rolledUpSum({ days, rows }: RolledUp, from: SQL, to: SQL): SQL {
  const firstDay = firstUtcDayFrom(from);
  const endDay = utcDayOf(to);
  const part = (start: SQL, end: SQL) => sql`(
    select coalesce(sum(${rows.value}), 0) from ${rows.table}
    where ${rows.createdAt} >= ${start} and ${rows.createdAt} < ${end}
      ${rows.where ? sql`and ${rows.where}` : sql``})`;
  return sql`((
    select coalesce(sum(${days.value}), 0) from ${days.table}
    where ${days.day} >= ${firstDay} and ${days.day} < ${endDay}
      ${days.where ? sql`and ${days.where}` : sql``})
    + ${part(from, sql`least(${to}, ${utcMidnight(firstDay)})`)}
    + ${part(sql`greatest(${utcMidnight(firstDay)}, ${utcMidnight(endDay)})`, to)})`;
}

/** This period (up to now, included) and the one before, of a rolled-up figure. */
function periodsOf(figure: RolledUp, b: ReturnType<typeof windowBounds>) {
  return {
    current: sql<number>`${rolledUpSum(figure, b.periodStart, sql`${b.now} + interval '1 microsecond'`)}::float8`,
    previous: sql<number>`${rolledUpSum(figure, b.previousStart, b.periodStart)}::float8`,
  };
}

const newCustomers: RolledUp = {
  days: {
    table: customerDailyTotals,
    day: customerDailyTotals.day,
    value: sql`${customerDailyTotals.customers}`,
  },
  rows: { table: customers, createdAt: customers.createdAt, value: sql`1` },
};
const newStudents: RolledUp = {
  days: {
    table: customerDailyTotals,
    day: customerDailyTotals.day,
    value: sql`${customerDailyTotals.students}`,
  },
  rows: {
    table: customers,
    createdAt: customers.createdAt,
    value: sql`${customers.isStudent}::int`,
  },
};
const loyaltyGiven: RolledUp = {
  days: {
    table: loyaltyDailyTotals,
    day: loyaltyDailyTotals.day,
    value: sql`${loyaltyDailyTotals.points}`,
  },
  rows: {
    table: loyaltyHistory,
    createdAt: loyaltyHistory.createdAt,
    value: sql`${loyaltyHistory.pointsAfter} - ${loyaltyHistory.pointsBefore}`,
  },
};

const single = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
};

/**
 * The aggregate queries behind GET /customers/stats. They read the totals the database keeps by
 * trigger (migration 0011) rather than every customer and order: a few thousand rows at most.
 */
export function createCustomerStatsRepository(db: Executor) {
  return {
    /** Counts over all customers, and the new ones of this period and the one before. */
    async customerFigures(now: Date, days: number, timeZone: string) {
      const b = windowBounds(now, days, timeZone);
      const t = customerTotals;
      const customersWhere = (condition: SQL) =>
        sql<number>`coalesce(sum(${t.customers}) filter (where ${condition}), 0)::int`;
      const tierCounts = Object.fromEntries(
        loyaltyTiers.map((tier) => [
          tier,
          customersWhere(loyaltyTierCondition(tier, t.loyaltyPoints)),
        ]),
      ) as Record<LoyaltyTier, SQL<number>>;
      const fresh = periodsOf(newCustomers, b);
      const freshStudents = periodsOf(newStudents, b);
      const row = await single(
        db
          .select({
            total: sql<number>`coalesce(sum(${t.customers}), 0)::int`,
            students: customersWhere(sql`${t.isStudent}`),
            averageLoyalty: sql<number>`coalesce(sum(${t.customers} * ${t.loyaltyPoints}) / nullif(sum(${t.customers}), 0), 0)::float8`,
            withoutOrders: customersWhere(sql`not ${t.hasOrders}`),
            ...tierCounts,
            newCurrent: fresh.current,
            newPrevious: fresh.previous,
            newStudentsCurrent: freshStudents.current,
            newStudentsPrevious: freshStudents.previous,
          })
          .from(t),
        'customer stats',
      );
      return {
        ...row,
        averageLoyalty: Number(row.averageLoyalty),
        newCurrent: Number(row.newCurrent),
        newPrevious: Number(row.newPrevious),
        newStudentsCurrent: Number(row.newStudentsCurrent),
        newStudentsPrevious: Number(row.newStudentsPrevious),
      };
    },

    /**
     * Revenue (issue 21: money received net of refunds, `moneyReceived`) in this period and the
     * one before, and ever (the total the database keeps).
     */
    async revenue(now: Date, days: number, timeZone: string) {
      const b = windowBounds(now, days, timeZone);
      const received = (from: SQL, to: SQL) =>
        sql<number>`(select coalesce(sum(received.cents), 0)::float8
          from ${moneyReceived({ from, to })} as received)`;
      const row = await single(
        db
          .select({
            current: received(b.periodStart, sql`${b.now} + interval '1 microsecond'`),
            previous: received(b.previousStart, b.periodStart),
            ever: sql<number>`(select coalesce(sum(${revenueTotals.cents}), 0)::float8 from ${revenueTotals})`,
          })
          .from(sql`(select 1) as one`),
        'revenue',
      );
      return {
        current: Number(row.current),
        previous: Number(row.previous),
        ever: Number(row.ever),
      };
    },

    /** Net loyalty points given (added minus taken) in this period and the one before. */
    async loyaltyChange(now: Date, days: number, timeZone: string) {
      const b = windowBounds(now, days, timeZone);
      const row = await single(
        db.select(periodsOf(loyaltyGiven, b)).from(sql`(select 1) as one`),
        'loyalty change',
      );
      return { current: Number(row.current), previous: Number(row.previous) };
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
      // Each day's bounds come from the domain's calendar, as every other business day's do.
      const today = calendarDate(now, timeZone);
      const periods = Array.from({ length: days }, (_, index) => {
        const day = addDays(today, index - (days - 1));
        const { start, end } = dayPeriod(day, timeZone);
        return sql`(${day}, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`;
      });
      const result = await db.execute(sql`
        select d.day as "date", count(${customers.id})::int as "newCustomers"
        from (values ${sql.join(periods, sql`, `)}) as d(day, starts, ends)
        left join ${customers}
          on ${customers.createdAt} >= d.starts and ${customers.createdAt} < d.ends
        group by d.day
        order by d.day`);
      return rowsOf<{ date: string; newCustomers: number }>(result).map((row) => ({
        date: row.date,
        newCustomers: Number(row.newCustomers),
      }));
    },
  };
}
