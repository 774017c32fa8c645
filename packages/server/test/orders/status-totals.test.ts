import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { orderStatusTotals, revenueTotals } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

/**
 * The totals the database keeps by trigger (migration 0009) must always equal what a full scan
 * of the orders and payments says, whatever the writes: creates, moves, payments, edits, deletes,
 * cancellations and a truncate.
 */
describe('status and revenue totals kept by the database', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    await openTills(t);
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  async function place() {
    return placeOrder(as, orderPayload(people.regular, catalogue.washAndDry));
  }

  const call = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    as('admin', { method, url, ...(payload ? { payload } : {}) });

  /** The kept totals and the same figures counted from every row. */
  async function compare() {
    const kept = await t.db
      .select()
      .from(orderStatusTotals)
      .where(sql`${orderStatusTotals.orders} <> 0`)
      .orderBy(orderStatusTotals.status);
    const counted = rowsOf<{ status: string; orders: number; totalCents: number }>(
      await t.db.execute(sql`
        select status, count(*)::float8 as orders, sum(total_amount_cents)::float8 as "totalCents"
        from orders group by status order by status`),
    );
    expect(
      kept.map((row) => ({
        ...row,
        orders: Number(row.orders),
        totalCents: Number(row.totalCents),
      })),
    ).toEqual(
      counted.map((row) => ({
        ...row,
        orders: Number(row.orders),
        totalCents: Number(row.totalCents),
      })),
    );
    const [ever] = await t.db.select().from(revenueTotals);
    const [paid] = rowsOf<{ cents: number }>(
      await t.db.execute(
        sql`select coalesce(sum(amount_cents), 0)::float8 as cents from payments where status = 'completed' and processed_at is not null`,
      ),
    );
    expect(Number(ever?.cents ?? 0)).toBe(Number(paid?.cents ?? 0));
  }

  it('agree with the rows after creates, moves, payments, cancellations and deletes', async () => {
    const [first, second, third] = [await place(), await place(), await place()];
    await compare();
    expect(
      (await call('PATCH', `/api/orders/${first?._id}/status`, { status: 'drying' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/orders/${first?._id}/payments`, { method: 'cash', amount: 100 }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', `/api/orders/${second?._id}/payments`, {
          method: 'cash',
          amount: second?.totalAmount,
        })
      ).statusCode,
    ).toBe(201);
    await compare();
    expect(
      (await call('PATCH', `/api/orders/${third?._id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    // A paid order is not deleted (its money stays on the books); an unpaid one is.
    expect((await call('DELETE', `/api/orders/${second?._id}`)).statusCode).toBe(409);
    const fourth = await place();
    expect((await call('DELETE', `/api/orders/${fourth?._id}`)).statusCode).toBe(200);
    await compare();

    // The list's stats block reads them: four orders placed, one deleted, one cancelled.
    const list = (await call('POST', '/api/orders', {})).statusCode; // a refused create changes nothing
    expect(list).toBe(400);
    const stats = (await as('cashier', { method: 'GET', url: '/api/orders' })).json().data;
    expect(stats.stats.totalOrders).toBe(3);
    expect(stats.pagination.totalOrders).toBe(3);
    expect(stats.stats.totalRevenue).toBe(100 + (second?.totalAmount ?? 0));
  });

  it('empty with the tables they come from', async () => {
    await place();
    await t.db.execute(sql`truncate table orders cascade`);
    expect(await t.db.select().from(orderStatusTotals)).toEqual([]);
    expect(await t.db.select().from(revenueTotals)).toEqual([]);
    await compare();
  });
});
