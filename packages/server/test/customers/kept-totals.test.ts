import { BACKUP_CONTENT_TYPE, type OrderStatus } from '@laundry/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { customers, loyaltyHistory, orders, payments, refunds } from '../../src/db/schema';
import { createCustomerStatsRepository } from '../../src/modules/customers/stats-repository';
import { recalculateCustomerTotals } from '../../src/modules/customers/totals-repository';
import { asAccount, insertCustomer, insertOrder } from '../helpers/customers';
import { recordPayment } from '../helpers/orders';
import { type TestContext, useTestApp } from '../helpers/test-app';

/**
 * Each total the database keeps by trigger (migration 0011), beside the same figure counted from
 * every row. Rows the triggers left at zero are no figure.
 */
const KEPT: [string, SQL, SQL][] = [
  [
    'customer_totals',
    sql`select loyalty_points, is_student, has_orders, customers::float8 as customers,
          total_spent_cents::float8 as cents
        from customer_totals where customers <> 0 order by 1, 2, 3`,
    sql`select loyalty_points, is_student, total_orders > 0 as has_orders,
          count(*)::float8 as customers, sum(total_spent_cents)::float8 as cents
        from customers group by 1, 2, 3 order by 1, 2, 3`,
  ],
  [
    'customer_daily_totals',
    sql`select day::text, customers::float8 as customers, students::float8 as students
        from customer_daily_totals where customers <> 0 order by 1`,
    sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::float8 as customers,
          count(*) filter (where is_student)::float8 as students
        from customers group by 1 order by 1`,
  ],
  [
    'order_daily_totals',
    sql`select day::text, status, orders::float8 as orders, total_cents::float8 as cents
        from order_daily_totals where orders <> 0 order by 1, 2`,
    sql`select (created_at at time zone 'UTC')::date::text as day, status,
          count(*)::float8 as orders, sum(total_amount_cents)::float8 as cents
        from orders group by 1, 2 order by 1, 2`,
  ],
  [
    'loyalty_daily_totals',
    sql`select day::text, points::float8 as points from loyalty_daily_totals
        where points <> 0 order by 1`,
    sql`select (created_at at time zone 'UTC')::date::text as day,
          sum(points_after - points_before)::float8 as points
        from loyalty_history group by 1 having sum(points_after - points_before) <> 0 order by 1`,
  ],
];

/** Asserts every kept total equals the rows; answers how many figures each table holds. */
async function compare(t: TestContext): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [table, kept, counted] of KEPT) {
    const keptRows = rowsOf(await t.db.execute(kept));
    expect(keptRows, table).toEqual(rowsOf(await t.db.execute(counted)));
    sizes[table] = keptRows.length;
  }
  return sizes;
}

const at = (iso: string) => new Date(iso);
let phone = 0;
function nextPhone() {
  phone += 1;
  return `07700${String(phone).padStart(5, '0')}`;
}

/** Customers, orders and loyalty changes on both sides of UTC and Colombo midnights. */
async function someData(t: TestContext) {
  const made = [];
  for (const [index, createdAt] of [
    '2026-03-02T03:30:00Z',
    '2026-03-01T00:00:00Z',
    '2026-02-28T23:59:59.999Z',
    '2026-02-23T18:30:00Z',
    '2026-02-23T18:29:59Z',
    '2026-02-10T12:00:00Z',
    '2025-03-02T00:00:00Z',
  ].entries()) {
    const loyaltyPoints = [0, 99, 100, 499, 500, 1000, 2500][index] ?? 0;
    const customer = await insertCustomer(t.db, {
      fullName: `Customer ${index}`,
      phoneNumber: nextPhone(),
      isStudent: index % 2 === 0,
      loyaltyPoints,
      createdAt: at(createdAt),
    });
    made.push(customer);
    for (const [offset, status] of (
      ['received', 'deliver', 'cancelled'] as OrderStatus[]
    ).entries()) {
      if (offset > index % 3) continue;
      const placedAt = new Date(at(createdAt).getTime() + offset * 7 * 3600_000);
      const order = await insertOrder(t.db, {
        customerId: customer.id,
        status,
        totalAmountCents: 10_000 * (index + 1) + offset,
        createdAt: placedAt,
      });
      // Revenue is money received net of refunds (issue 21): a payment an hour later, and a
      // refund of part of it 5 hours after that for every other order.
      if (status === 'cancelled') continue;
      const paidAt = new Date(placedAt.getTime() + 3600_000);
      await recordPayment(t.db, order.id, 5_000 * (index + 1), paidAt);
      if ((index + offset) % 2 === 0) {
        const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
        await t.db.insert(refunds).values({
          orderId: order.id,
          paymentId: payment?.id ?? '',
          amountCents: 1_000 + index,
          method: 'cash',
          reason: 'Test',
          refundedAt: new Date(paidAt.getTime() + 5 * 3600_000),
        });
        // The books as the product keeps them: paid is payments less refunds (a restore checks it).
        await t.db.execute(sql`
          update ${orders} set paid_amount_cents = paid_amount_cents - ${1_000 + index}
          where id = ${order.id}`);
      }
    }
    // The customer's kept totals as the product keeps them (a restore checks them too).
    await recalculateCustomerTotals(t.db, customer.id);
    await t.db.insert(loyaltyHistory).values({
      customerId: customer.id,
      action: 'add',
      // The points its history adds up to are the customer's (a restore checks it, issue 38).
      points: loyaltyPoints,
      reason: 'Test',
      pointsBefore: 0,
      pointsAfter: loyaltyPoints,
      changedBy: t.ids.admin,
      createdAt: new Date(at(createdAt).getTime() + 3600_000),
    });
  }
  return made;
}

describe('customer totals and daily roll-ups kept by the database', () => {
  const t = useTestApp();
  const as = asAccount(t);

  it('agree with the rows after inserts, updates and deletes', async () => {
    const made = await someData(t);
    const registered = await as('cashier', {
      method: 'POST',
      url: '/api/customers',
      headers: { 'idempotency-key': 'kept-totals-register' },
      payload: {
        fullName: 'Registered Today',
        phoneNumber: nextPhone(),
        isStudent: true,
        campusId: 'IT2210456',
        institution: 'main-campus',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const sizes = await compare(t);
    for (const size of Object.values(sizes)) expect(size).toBeGreaterThan(2);

    const [first, second, third, fourth] = made;
    if (!first || !second || !third || !fourth) throw new Error('no customers');
    // A balance, a student flag and a registration date moved; one update that changes nothing.
    await t.db.update(customers).set({ loyaltyPoints: 1200 }).where(eq(customers.id, first.id));
    await t.db
      .update(customers)
      .set({ isStudent: false, createdAt: at('2026-01-15T20:00:00Z') })
      .where(eq(customers.id, second.id));
    await t.db.update(customers).set({ city: 'Moratuwa' });
    // Orders change status, total and date; one is deleted; customers' totals follow.
    const [order] = await t.db.select().from(orders).where(eq(orders.customerId, third.id));
    if (!order) throw new Error('no order');
    await t.db
      .update(orders)
      .set({ status: 'cancelled', totalAmountCents: 77_700, createdAt: at('2026-02-01T01:00:00Z') })
      .where(eq(orders.id, order.id));
    await recalculateCustomerTotals(t.db, third.id);
    const [other] = await t.db.select().from(orders).where(eq(orders.customerId, fourth.id));
    if (!other) throw new Error('no order');
    await t.db.delete(orders).where(eq(orders.id, other.id));
    await recalculateCustomerTotals(t.db, fourth.id);
    // Loyalty history edited and deleted; a customer deleted with their orders and history.
    await t.db
      .update(loyaltyHistory)
      .set({ pointsAfter: sql`${loyaltyHistory.pointsAfter} + 5` })
      .where(eq(loyaltyHistory.customerId, first.id));
    await t.db.delete(loyaltyHistory).where(eq(loyaltyHistory.customerId, second.id));
    await t.db.delete(customers).where(eq(customers.id, fourth.id));
    await compare(t);

    // The same through the API: a loyalty change.
    const loyalty = await as('admin', {
      method: 'PUT',
      url: `/api/customers/${third.id}/loyalty-points`,
      payload: { action: 'add', points: 40, reason: 'Kept totals' },
    });
    expect(loyalty.statusCode, loyalty.body).toBe(200);
    await compare(t);
  });

  it('empty with the tables they come from on TRUNCATE', async () => {
    await someData(t);
    await t.db.execute(sql`truncate table loyalty_history`);
    expect(await compare(t)).toMatchObject({ loyalty_daily_totals: 0 });
    await t.db.execute(sql`truncate table orders cascade`);
    expect(await compare(t)).toMatchObject({ order_daily_totals: 0 });
    await t.db.execute(sql`truncate table customers cascade`);
    expect(await compare(t)).toEqual({
      customer_totals: 0,
      customer_daily_totals: 0,
      order_daily_totals: 0,
      loyalty_daily_totals: 0,
    });
    for (const table of ['customer_totals', 'customer_daily_totals']) {
      const [row] = rowsOf<{ count: number }>(
        await t.db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
      );
      expect(row?.count, table).toBe(0);
    }
  });

  it('are counted again by a backup restore', async () => {
    const made = await someData(t);
    const { authorization } = await t.bearer('admin');
    const backup = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { authorization },
    });
    expect(backup.statusCode, backup.body).toBe(200);
    const before = await compare(t);

    // Changes after the backup, and totals spoiled by hand: the restore must set both right.
    const first = made[0]?.id ?? '';
    await t.db.delete(loyaltyHistory).where(eq(loyaltyHistory.customerId, first));
    await t.db.update(customers).set({ loyaltyPoints: 3000 }).where(eq(customers.id, first));
    await insertCustomer(t.db, { fullName: 'After Backup', phoneNumber: nextPhone() });
    await t.db.execute(sql`update customer_totals set customers = customers + 7`);
    await t.db.execute(sql`update order_daily_totals set total_cents = total_cents + 1`);

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/restore',
      headers: { authorization, 'content-type': BACKUP_CONTENT_TYPE },
      payload: backup.body,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await compare(t)).toEqual(before);
  });
});

describe('customer stats from the roll-ups', () => {
  const t = useTestApp();

  /** The figures as a scan of every row gives them (the queries before the roll-ups). */
  async function scanned(now: Date, days: number, timeZone: string) {
    const today = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
    const start = (back: number) =>
      sql`((${today} - ${back}::int)::timestamp at time zone ${timeZone})`;
    const nowAt = sql`${now.toISOString()}::timestamptz`;
    const window = (column: SQL, value: SQL, where: SQL) => sql`
      coalesce(sum(${value}) filter (where ${where} and ${column} >= ${start(days - 1)} and ${column} <= ${nowAt}), 0)::float8 as current,
      coalesce(sum(${value}) filter (where ${where} and ${column} >= ${start(2 * days - 1)} and ${column} < ${start(days - 1)}), 0)::float8 as previous`;
    const one = async (query: SQL) => {
      const [row] = rowsOf<{ current: number; previous: number }>(await t.db.execute(query));
      return { current: Number(row?.current), previous: Number(row?.previous) };
    };
    return {
      customers: await one(
        sql`select ${window(sql`created_at`, sql`1`, sql`true`)} from customers`,
      ),
      students: await one(
        sql`select ${window(sql`created_at`, sql`1`, sql`is_student`)} from customers`,
      ),
      revenue: {
        current:
          (
            await one(
              sql`select ${window(sql`processed_at`, sql`amount_cents`, sql`status = 'completed'`)} from payments`,
            )
          ).current -
          (
            await one(
              sql`select ${window(sql`refunded_at`, sql`amount_cents`, sql`true`)} from refunds`,
            )
          ).current,
        previous:
          (
            await one(
              sql`select ${window(sql`processed_at`, sql`amount_cents`, sql`status = 'completed'`)} from payments`,
            )
          ).previous -
          (
            await one(
              sql`select ${window(sql`refunded_at`, sql`amount_cents`, sql`true`)} from refunds`,
            )
          ).previous,
      },
      loyalty: await one(
        sql`select ${window(sql`created_at`, sql`points_after - points_before`, sql`true`)} from loyalty_history`,
      ),
    };
  }

  it('equal a scan of the rows for every window, in zones ahead of and behind UTC', async () => {
    await someData(t);
    const stats = createCustomerStatsRepository(t.db);
    // Windows with revenue on both sides, so the test is not one of empty windows only.
    let both = 0;
    for (const timeZone of ['Asia/Colombo', 'UTC', 'Asia/Kathmandu', 'America/New_York']) {
      for (const now of [
        '2026-03-02T04:30:00Z',
        '2026-03-01T00:00:00Z',
        '2026-02-28T23:59:59.999Z',
        '2026-02-24T18:29:59Z',
      ]) {
        for (const days of [7, 30, 365]) {
          const when = at(now);
          const expected = await scanned(when, days, timeZone);
          const figures = await stats.customerFigures(when, days, timeZone);
          const actual = {
            customers: { current: figures.newCurrent, previous: figures.newPrevious },
            students: {
              current: figures.newStudentsCurrent,
              previous: figures.newStudentsPrevious,
            },
            revenue: await stats
              .revenue(when, days, timeZone)
              .then(({ current, previous }) => ({ current, previous })),
            loyalty: await stats.loyaltyChange(when, days, timeZone),
          };
          expect(actual, `${timeZone} ${now} ${days} days`).toEqual(expected);
          if (expected.revenue.current > 0 && expected.revenue.previous > 0) both += 1;
        }
      }
    }
    expect(both).toBeGreaterThan(5);
  });

  it('count the customers per tier, student and order from the kept totals', async () => {
    await someData(t);
    const figures = await createCustomerStatsRepository(t.db).customerFigures(
      at('2026-03-02T04:30:00Z'),
      7,
      'Asia/Colombo',
    );
    expect(figures).toMatchObject({
      total: 7,
      students: 4,
      averageLoyalty: (0 + 99 + 100 + 499 + 500 + 1000 + 2500) / 7,
      withoutOrders: 0,
      bronze: 2,
      silver: 2,
      gold: 1,
      vip: 2,
    });
    // Revenue ever is the kept total: payments net of refunds.
    const [received] = rowsOf<{ cents: number }>(
      await t.db.execute(sql`select (select sum(amount_cents) from payments)
        - (select sum(amount_cents) from refunds) as cents`),
    );
    const revenue = await createCustomerStatsRepository(t.db).revenue(
      at('2026-03-02T04:30:00Z'),
      7,
      'Asia/Colombo',
    );
    expect(revenue.ever).toBe(Number(received?.cents));
    expect(revenue.ever).toBeGreaterThan(0);
  });
});
