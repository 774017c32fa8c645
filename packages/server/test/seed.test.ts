import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { users } from '../src/db/schema';
import { verifyPassword } from '../src/modules/auth/passwords';
import { seedDemo, seedFirstAdmin } from '../src/seed/seed';
import type { Seeder } from '../src/seed/seeder';
import { createTestDatabase } from './helpers/database';
import { createTestClock } from './helpers/test-app';

describe('seedDemo and seedFirstAdmin', () => {
  let connection: DatabaseConnection;
  const clock = createTestClock();

  beforeAll(async () => {
    connection = await createTestDatabase();
  });
  beforeEach(async () => {
    await connection.db.execute(sql`truncate table ${users} cascade`);
  });
  afterAll(async () => {
    await connection.close();
  });

  it('seeds the demo accounts on an empty database, once', async () => {
    expect(await seedDemo(connection.db, clock)).toBe(true);
    const rows = await connection.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map(({ email, role, isActive }) => ({ email, role, isActive }))).toEqual([
      { email: 'admin@laundry.test', role: 'admin', isActive: true },
      { email: 'cashier@laundry.test', role: 'cashier', isActive: true },
    ]);
    for (const row of rows) expect(await verifyPassword(row.passwordHash, 'demo1234')).toBe(true);

    expect(await seedDemo(connection.db, clock)).toBe(false);
    expect(await connection.db.select().from(users)).toHaveLength(2);
  });

  it('runs the seeders in order in one transaction: a failing seeder leaves nothing', async () => {
    const order: string[] = [];
    const first: Seeder = {
      name: 'first',
      async run({ db, clock: now }) {
        order.push('first');
        await db.insert(users).values({
          name: 'Someone',
          email: 'someone@laundry.test',
          passwordHash: 'x',
          createdAt: now(),
          updatedAt: now(),
        });
      },
    };
    const failing: Seeder = {
      name: 'failing',
      async run() {
        order.push('failing');
        throw new Error('seed data broken');
      },
    };
    await expect(seedDemo(connection.db, clock, [first, failing])).rejects.toThrow(
      'seed data broken',
    );
    expect(order).toEqual(['first', 'failing']);
    expect(await connection.db.select().from(users)).toEqual([]);
  });

  it('creates the first administrator from the configuration on an empty database only', async () => {
    const admin = { email: 'Owner@Shop.lk', password: 'owner-password', name: 'Owner' };
    expect(await seedFirstAdmin(connection.db, clock, admin)).toBe(true);
    const [row] = await connection.db.select().from(users);
    expect(row).toMatchObject({
      email: 'owner@shop.lk',
      role: 'admin',
      isActive: true,
      name: 'Owner',
    });
    expect(await seedFirstAdmin(connection.db, clock, { ...admin, email: 'other@shop.lk' })).toBe(
      false,
    );
    expect(await connection.db.select().from(users)).toHaveLength(1);
  });
});
