import { join } from 'node:path';
import { DEFAULT_CAMPAIGN } from '@laundry/domain';
import { type Algorithm, hash } from '@node-rs/argon2';
import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type Config, DEFAULT_DATABASE_POOL_SIZE } from '../../src/config';
import type { Database, DatabaseConnection } from '../../src/db/client';
import {
  auditLog,
  customers,
  idempotencyKeys,
  loginThrottle,
  loyaltyHistory,
  orders,
  outbox,
  refreshTokens,
  serviceClothingPrices,
  services,
  staff,
  staffAttendance,
  staffSkills,
  staffTraining,
  users,
} from '../../src/db/schema';
import type { WatchWrites } from '../../src/db/write-signal';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { createTestDatabase, emptyTables } from './database';

export const PASSWORD = 'demo1234';

/** The accounts every test starts with. */
export const accounts = {
  admin: { email: 'admin@laundry.test', name: 'Shop Owner', role: 'admin' as const },
  cashier: { email: 'cashier@laundry.test', name: 'Nimali Perera', role: 'cashier' as const },
  otherAdmin: { email: 'second.admin@laundry.test', name: 'Kasun Silva', role: 'admin' as const },
  inactive: { email: 'former@laundry.test', name: 'Former Cashier', role: 'cashier' as const },
};
export type AccountName = keyof typeof accounts;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databasePoolSize: DEFAULT_DATABASE_POOL_SIZE,
    dataDir: '/nonexistent',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    backupSigningKey: 'test-backup-signing-key-of-this-test-shop-0123456789',
    accessTokenTtlSeconds: 900,
    demo: false,
    demoOnNetwork: false,
    admin: undefined,
    smtpUrl: undefined,
    mailFrom: 'Laundry <hello@laundry.test>',
    redisUrl: undefined,
    business: {
      name: 'Campus Clean Laundry',
      address: 'No. 45, Bandaranayake Mawatha, Katubedda, Moratuwa',
      phone: '0771234567',
      email: 'hello@campuscleanlaundry.lk',
      timeZone: 'Asia/Colombo',
    },
    bank: {
      bankName: 'Bank of Ceylon',
      branch: 'Moratuwa',
      accountName: 'Campus Clean Laundry',
      accountNumber: '0000 1234 5678',
    },
    campaign: DEFAULT_CAMPAIGN,
    webDistDir: join(import.meta.dirname, 'no-web-build'),
    logLevel: 'silent',
    trustProxy: false,
    rateLimits: { perUser: 600, perAddress: 300, login: 30 },
    heavyWork: { overall: 4, perCaller: 2 },
    ...overrides,
  };
}

/** A clock that only moves when the test says so. */
export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export const START = new Date('2026-03-02T04:30:00.000Z');

export function createTestClock(start: Date = START): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}

/**
 * The seeded accounts' password, hashed once per worker. Still argon2id, at the lowest cost the
 * algorithm allows: a sign-in is verified with the parameters stored in the hash, and the tests
 * sign in several times in nearly every test (the production cost, 19 MiB and 2 passes, took
 * ~60 ms a sign-in). Passwords the API sets are hashed at the production cost, which
 * users.test.ts checks.
 */
let passwordHash: Promise<string> | undefined;

/** Empties every table and adds the four accounts. */
export async function resetDatabase(
  db: Database,
  clock: () => Date,
): Promise<Record<AccountName, string>> {
  await emptyTables(db);
  passwordHash ??= hash(PASSWORD, {
    algorithm: 2 as Algorithm.Argon2id,
    memoryCost: 64,
    timeCost: 1,
    parallelism: 1,
  });
  const seededHash = await passwordHash;
  const now = clock();
  const ids = {} as Record<AccountName, string>;
  let minute = 0;
  for (const [key, account] of Object.entries(accounts) as [
    AccountName,
    (typeof accounts)[AccountName],
  ][]) {
    const created = new Date(now.getTime() - (10 - minute) * 60_000);
    minute += 1;
    const [row] = await db
      .insert(users)
      .values({
        ...account,
        passwordHash: seededHash,
        isActive: key !== 'inactive',
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('seed failed');
    ids[key] = row.id;
  }
  return ids;
}

/** Everything the tests may change, to show that a refused request changed nothing. */
export async function snapshot(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    refreshTokens: await db.select().from(refreshTokens).orderBy(asc(refreshTokens.id)),
    outbox: await db.select().from(outbox).orderBy(asc(outbox.id)),
    loginThrottle: await db.select().from(loginThrottle).orderBy(asc(loginThrottle.key)),
    customers: await db.select().from(customers).orderBy(asc(customers.id)),
    loyaltyHistory: await db.select().from(loyaltyHistory).orderBy(asc(loyaltyHistory.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    services: await db.select().from(services).orderBy(asc(services.id)),
    serviceClothingPrices: await db
      .select()
      .from(serviceClothingPrices)
      .orderBy(asc(serviceClothingPrices.serviceId), asc(serviceClothingPrices.clothingCategory)),
    staff: await db.select().from(staff).orderBy(asc(staff.id)),
    staffAttendance: await db.select().from(staffAttendance).orderBy(asc(staffAttendance.id)),
    staffSkills: await db.select().from(staffSkills).orderBy(asc(staffSkills.id)),
    staffTraining: await db.select().from(staffTraining).orderBy(asc(staffTraining.id)),
    auditLog: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
    idempotencyKeys: await db
      .select()
      .from(idempotencyKeys)
      .orderBy(asc(idempotencyKeys.scope), asc(idempotencyKeys.key)),
  };
}

export interface TestContext {
  app: App;
  db: Database;
  connection: DatabaseConnection;
  clock: TestClock;
  ids: Record<AccountName, string>;
  /** Signs in through the API and answers the token pair. */
  login(account: AccountName, options?: { rememberMe?: boolean }): Promise<Tokens>;
  /** `authorization` header of a fresh sign-in. */
  bearer(account: AccountName): Promise<{ authorization: string }>;
}

export interface Tokens {
  token: string;
  refreshToken: string;
}

/**
 * One database per test file (cloned from the run's template); per test: emptied tables, the
 * four accounts, a fresh clock and a fresh app.
 */
export function useTestApp(
  options: {
    config?: Partial<Config>;
    /**
     * The write signal the app keeps answers by (none by default: every request reads the
     * database, and a test may write to it directly).
     */
    watchWrites?: (connection: DatabaseConnection) => WatchWrites;
  } = {},
): TestContext {
  const context = {} as TestContext;

  beforeAll(async () => {
    context.connection = await createTestDatabase();
    context.db = context.connection.db;
  });

  beforeEach(async () => {
    context.clock = createTestClock();
    context.ids = await resetDatabase(context.db, context.clock);
    context.app = await buildApp({
      db: context.db,
      config: testConfig(options.config),
      clock: context.clock,
      mailer: createOutboxMailer(context.db, context.clock),
      ...(options.watchWrites ? { watchWrites: options.watchWrites(context.connection) } : {}),
    });
  });

  afterEach(async () => {
    await context.app.close();
  });

  afterAll(async () => {
    await context.connection?.close();
  });

  context.login = async (account, loginOptions = {}) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: accounts[account].email, password: PASSWORD, ...loginOptions },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { token, refreshToken } = response.json().data;
    return { token, refreshToken };
  };

  context.bearer = async (account) => {
    const { token } = await context.login(account);
    return { authorization: `Bearer ${token}` };
  };

  return context;
}
