import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/**
 * Orders per status with the sum of their totals, kept by the trigger `orders_keep_status_totals`
 * (migration 0009) in the transaction of every insert, status or total change and delete, and
 * emptied with the orders table. The order list's stats block reads these few rows instead of
 * every order (400 ms at a million orders). Derived: never backed up, rebuilt as orders arrive.
 */
export const orderStatusTotals = pgTable('order_status_totals', {
  status: text('status').primaryKey(),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * Money received ever (completed payments net of refunds), kept by `payments_keep_revenue_totals`
 * and `refunds_keep_revenue_totals` likewise.
 */
export const revenueTotals = pgTable(
  'revenue_totals',
  {
    id: boolean('id').primaryKey().default(true),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('revenue_totals_one_row', sql`${table.id}`)],
);

/**
 * Customers per loyalty balance, student flag and whether they have a counted order, with what
 * they spent: kept by `customers_keep_totals` (migration 0011) like the order totals above. The
 * customer stats add these rows up instead of reading every customer; the tiers are summed from
 * the balances at query time, so their thresholds stay in the domain. Derived.
 */
export const customerTotals = pgTable(
  'customer_totals',
  {
    loyaltyPoints: integer('loyalty_points').notNull(),
    isStudent: boolean('is_student').notNull(),
    hasOrders: boolean('has_orders').notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull().default(0),
    totalSpentCents: bigint('total_spent_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.loyaltyPoints, table.isStudent, table.hasOrders] })],
);

/**
 * Daily roll-ups (migration 0011), each row one UTC day of `created_at`: new customers, orders per
 * status, net loyalty points given. A window of local days adds up the whole UTC days inside it
 * and counts the hours at its edges from the rows themselves, so the business time zone is
 * applied at query time (modules/customers/stats-repository.ts). Derived.
 */
export const customerDailyTotals = pgTable('customer_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  customers: bigint('customers', { mode: 'number' }).notNull().default(0),
  students: bigint('students', { mode: 'number' }).notNull().default(0),
});

export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

export const loyaltyDailyTotals = pgTable('loyalty_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
});
