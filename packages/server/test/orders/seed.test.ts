import { orderStatuses } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { customers, orderItems, orders, payments, users } from '../../src/db/schema';
import { seedDemo } from '../../src/seed/seed';
import { customersSeeder } from '../../src/seed/seeders/customers';
import { ordersSeeder } from '../../src/seed/seeders/orders';
import { usersSeeder } from '../../src/seed/seeders/users';
import { createTestDatabase } from '../helpers/database';
import { seedCatalogue } from '../helpers/orders';
import { createTestClock } from '../helpers/test-app';

describe('the demo orders', () => {
  let connection: DatabaseConnection;
  const clock = createTestClock();

  beforeAll(async () => {
    connection = await createTestDatabase();
    await connection.db.execute(sql`truncate table ${users}, ${customers}, ${orders} cascade`);
    await seedDemo(connection.db, clock, [
      usersSeeder,
      customersSeeder,
      { name: 'catalogue', run: ({ db }) => seedCatalogue(db as never).then(() => undefined) },
      ordersSeeder,
    ]);
    // A hundred-odd orders through the real service: slow on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await connection.close();
  });

  it('cover a few weeks, every status, every active service and every payment state', async () => {
    const rows = await connection.db.select().from(orders);
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(orderStatuses));
    expect(new Set(rows.map((row) => row.paymentStatus))).toEqual(
      new Set(['unpaid', 'partial', 'paid']),
    );
    expect(rows.some((row) => row.pickupRequired)).toBe(true);
    expect(rows.some((row) => row.deliveryRequired)).toBe(true);
    expect(rows.some((row) => row.isExpressService)).toBe(true);
    expect(rows.some((row) => row.discountType === 'student')).toBe(true);
    const oldest = Math.min(...rows.map((row) => row.createdAt.getTime()));
    expect(clock().getTime() - oldest).toBeGreaterThan(20 * 86_400_000);
    const lines = await connection.db.select().from(orderItems);
    expect(new Set(lines.map((line) => line.serviceName))).toEqual(
      new Set(['Wash & Dry', 'Dry Cleaning']),
    );
  });

  it('keep payments, paid amounts and customer totals consistent', async () => {
    const [mismatch] = rowsOf<{ count: number }>(
      await connection.db.execute(sql`
        select count(*)::int as count from ${orders} o
        where o.paid_amount_cents <> coalesce((select sum(amount_cents) from ${payments} p where p.order_id = o.id), 0)`),
    );
    expect(mismatch?.count).toBe(0);
    const [totals] = rowsOf<{ count: number }>(
      await connection.db.execute(sql`
        select count(*)::int as count from ${customers} c
        where c.total_orders <> (select count(*) from ${orders} o where o.customer_id = c.id and o.status <> 'cancelled')
           or c.total_spent_cents <> (select coalesce(sum(paid_amount_cents), 0) from ${orders} o
                                       where o.customer_id = c.id and o.status <> 'cancelled')`),
    );
    expect(totals?.count).toBe(0);
    const unpaidCancelled = await connection.db.execute(
      sql`select 1 from ${orders} where status = 'cancelled' and paid_amount_cents > 0`,
    );
    expect(rowsOf(unpaidCancelled)).toEqual([]);
  });
});
