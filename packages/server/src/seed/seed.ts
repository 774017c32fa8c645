import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { hashPassword } from '../passwords';
import type { Seeder } from './seeder';
import { customersSeeder } from './seeders/customers';
import { ordersSeeder } from './seeders/orders';
import { servicesSeeder } from './seeders/services';
import { staffSeeder } from './seeders/staff';
import { usersSeeder } from './seeders/users';

/** The demo data, in order: later capabilities append their seeder here. */
export const demoSeeders: readonly Seeder[] = [
  usersSeeder,
  customersSeeder,
  servicesSeeder,
  staffSeeder,
  ordersSeeder,
];

// Two instances starting on one empty database must not both seed it.
const SEED_LOCK_ID = 7_240_513;

async function whileEmpty(
  db: Database,
  fill: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [anyone] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyone) return false;
    await fill(tx);
    return true;
  });
}

/**
 * Fills an empty database (no user at all) with the demo data, in one transaction. Answers
 * whether it did; a database that already has users is left alone.
 */
export function seedDemo(
  db: Database,
  clock: Clock,
  seeders: readonly Seeder[] = demoSeeders,
): Promise<boolean> {
  return whileEmpty(db, async (tx) => {
    for (const seeder of seeders) await seeder.run({ db: tx, clock });
  });
}

/** Without demo mode: the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function seedFirstAdmin(
  db: Database,
  clock: Clock,
  admin: { email: string; password: string; name: string },
): Promise<boolean> {
  const passwordHash = await hashPassword(admin.password);
  return whileEmpty(db, async (tx) => {
    const now = clock();
    await tx.insert(users).values({
      name: admin.name,
      email: admin.email.toLowerCase(),
      passwordHash,
      role: 'admin',
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
  });
}
