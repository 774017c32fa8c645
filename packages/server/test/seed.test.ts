import { checkStudentId, loyaltyTier } from '@laundry/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import {
  customers,
  loyaltyHistory,
  serviceClothingPrices,
  services,
  users,
} from '../src/db/schema';
import { verifyPassword } from '../src/passwords';
import { seedDemo, seedFirstAdmin } from '../src/seed/seed';
import type { Seeder } from '../src/seed/seeder';
import { DEMO_SERVICES } from '../src/seed/seeders/services';
import { createTestDatabase } from './helpers/database';
import { createTestClock } from './helpers/test-app';

describe('seedDemo and seedFirstAdmin', () => {
  let connection: DatabaseConnection;
  const clock = createTestClock();

  beforeAll(async () => {
    connection = await createTestDatabase();
  });
  afterAll(async () => {
    await connection.close();
  });
  const empty = () =>
    connection.db.execute(sql`truncate table ${users}, ${customers}, ${services} cascade`);

  // The demo is seeded once for the three tests that read it (a seed is seconds on PGlite).
  describe('the demo data', () => {
    let seeded: boolean;
    beforeAll(async () => {
      await empty();
      seeded = await seedDemo(connection.db, clock);
    });

    it('seeds the demo accounts on an empty database, once', async () => {
      expect(seeded).toBe(true);
      const rows = await connection.db.select().from(users).orderBy(asc(users.email));
      expect(rows.map(({ email, role, isActive }) => ({ email, role, isActive }))).toEqual([
        { email: 'admin@laundry.test', role: 'admin', isActive: true },
        { email: 'cashier@laundry.test', role: 'cashier', isActive: true },
      ]);
      for (const row of rows) expect(await verifyPassword(row.passwordHash, 'demo1234')).toBe(true);

      expect(await seedDemo(connection.db, clock)).toBe(false);
      expect(await connection.db.select().from(users)).toHaveLength(2);
    });

    it('seeds the demo price list in cents: per kg, per piece with category prices, add-ons', async () => {
      const rows = await connection.db.select().from(services).orderBy(asc(services.name));
      expect(rows).toHaveLength(DEMO_SERVICES.length);
      const byName = new Map(rows.map((row) => [row.name, row]));
      expect(byName.get('Wash and Dry')).toMatchObject({
        priceType: 'per_kg',
        basePriceCents: 35_000,
      });
      expect(byName.get('Washing')).toMatchObject({ priceType: 'per_kg', basePriceCents: 25_000 });
      const dryCleaning = byName.get('Dry Cleaning');
      expect(dryCleaning).toMatchObject({ priceType: 'per_piece', isActive: true });
      const prices = await connection.db
        .select()
        .from(serviceClothingPrices)
        .where(eq(serviceClothingPrices.serviceId, dryCleaning?.id ?? ''));
      expect(
        Object.fromEntries(prices.map((p) => [p.clothingCategory, p.priceCents])),
      ).toMatchObject({
        blazers: 120_000,
        saree: 95_000,
        suits: 180_000,
        curtains: 150_000,
        blankets: 140_000,
      });
      expect(new Set(rows.map((row) => row.priceType))).toEqual(
        new Set(['per_kg', 'per_piece', 'per_item', 'flat_rate']),
      );
      expect(rows.some((row) => !row.isActive)).toBe(true);
    });

    it('seeds forty demo customers: valid student IDs, totals that agree, a history that adds up', async () => {
      const rows = await connection.db.select().from(customers);
      expect(rows.length).toBe(40);
      expect(new Set(rows.map((row) => row.phoneNumber)).size).toBe(40);

      const students = rows.filter((row) => row.isStudent);
      expect(students.length).toBeGreaterThanOrEqual(12);
      expect(
        new Set(students.map((row) => row.institution ?? 'other')).size,
      ).toBeGreaterThanOrEqual(6);
      for (const student of students) {
        expect(checkStudentId(student.campusId, student.institution).valid, student.fullName).toBe(
          true,
        );
      }
      expect(rows.some((row) => !row.isStudent)).toBe(true);

      // Points come from the registration bonuses and from the finished, paid demo orders
      // (docs/decisions/012), so the tiers vary.
      expect(new Set(rows.map((row) => loyaltyTier(row.loyaltyPoints))).size).toBeGreaterThan(1);
      expect(rows.some((row) => row.loyaltyPoints > 0)).toBe(true);
      expect(rows.some((row) => row.loyaltyPoints === 0)).toBe(true);
      const now = clock().getTime();
      const ages = rows.map((row) => (now - row.createdAt.getTime()) / 86_400_000);
      expect(ages.filter((days) => days < 7).length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...ages)).toBeGreaterThan(150);
      expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);

      const [admin] = await connection.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@laundry.test'));
      for (const row of rows) {
        const history = await connection.db
          .select()
          .from(loyaltyHistory)
          .where(eq(loyaltyHistory.customerId, row.id))
          .orderBy(asc(loyaltyHistory.createdAt));
        let balance = 0;
        for (const entry of history) {
          expect(entry.pointsBefore).toBe(balance);
          // Bonuses are the administrator's; order points the cashier's who took the order.
          if (entry.reason?.endsWith('completed and paid')) expect(entry.changedBy).not.toBeNull();
          else expect(entry.changedBy).toBe(admin?.id);
          expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
          balance = entry.pointsAfter;
        }
        expect(balance, row.fullName).toBe(row.loyaltyPoints);
      }
    });
  });

  describe('on an empty database', () => {
    beforeEach(empty);

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
});
