import { BACKUP_CONTENT_TYPE } from '@laundry/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { customers, idempotencyKeys, users } from '../../src/db/schema';
import { knownMigrations, migrationStatus } from '../../src/modules/admin/migrations';
import { createAdminService } from '../../src/modules/admin/service';
import { snapshot, testConfig, useTestApp } from '../helpers/test-app';

const nimal = {
  fullName: 'Nimal Perera',
  phoneNumber: '0771234567',
  email: 'nimal@mail.lk',
  isStudent: true,
  campusId: 'IT2112345',
  institution: 'main-campus',
  address: { street: '12 Main St', city: 'Malabe' },
};

describe('database administration (admin only)', () => {
  const t = useTestApp();

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: string; account?: 'admin' | 'cashier'; authorization?: string } = {},
  ) {
    const authorization =
      options.authorization ?? (await t.bearer(options.account ?? 'admin')).authorization;
    return t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: {
        authorization,
        ...(options.payload === undefined ? {} : { 'content-type': BACKUP_CONTENT_TYPE }),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  }

  async function addCustomer(authorization: string, input: Record<string, unknown> = nimal) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization, 'idempotency-key': `key-${String(input.phoneNumber)}` },
      payload: input,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.customer._id as string;
  }

  async function backup() {
    const response = await call('GET', '/backup');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain(BACKUP_CONTENT_TYPE);
    return response.body;
  }

  /** The shop's data, without the server's working tables. */
  async function shopData() {
    const {
      refreshTokens: _sessions,
      idempotencyKeys: _replays,
      loginThrottle: _throttle,
      ...rest
    } = await snapshot(t.db);
    return rest;
  }

  it('refuses a cashier (403) and an anonymous caller (401) on every route', async () => {
    const routes = [
      ['GET', '/backup'],
      ['POST', '/restore'],
      ['POST', '/seed-demo'],
      ['GET', '/migrations'],
      ['POST', '/migrations'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, { account: 'cashier' })).statusCode).toBe(403);
      expect((await call(method, url, { authorization: '' })).statusCode).toBe(401);
    }
  });

  it('backs up every shop table as JSON Lines: a header, one line per row, an end line', async () => {
    const { authorization } = await t.bearer('admin');
    await addCustomer(authorization);

    const lines = (await backup())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const [header, ...rest] = lines;
    const signature = rest.pop();
    const end = rest.pop();

    const latest = knownMigrations().at(-1);
    expect(header).toMatchObject({
      format: 'laundry-backup',
      formatVersion: 1,
      schema: { migrations: knownMigrations().length, latest: latest?.name, hash: latest?.hash },
      createdAt: '2026-03-02T04:30:00.000Z',
    });
    // Parents before the tables that refer to them; the server's working tables left out.
    expect(header.tables.indexOf('users')).toBeLessThan(header.tables.indexOf('loyalty_history'));
    expect(header.tables.indexOf('customers')).toBeLessThan(header.tables.indexOf('orders'));
    expect(header.tables).not.toContain('refresh_tokens');
    expect(header.tables).not.toContain('idempotency_keys');
    expect(header.signing).toEqual({ algorithm: 'HMAC-SHA256', keyId: expect.any(String) });
    expect(signature).toEqual({ signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(end).toEqual({
      end: true,
      counts: expect.objectContaining({ users: 4, customers: 1, orders: 0 }),
    });
    const customerRows = rest.filter((line) => line.table === 'customers');
    expect(customerRows).toHaveLength(1);
    expect(customerRows[0].row).toMatchObject({
      full_name: 'Nimal Perera',
      campus_id: 'IT2112345',
    });
  });

  it('restores a backup: the data is back as it was, the admin stays signed in', async () => {
    const { authorization } = await t.bearer('admin');
    const nimalId = await addCustomer(authorization);
    await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${nimalId}/loyalty-points`,
      headers: { authorization },
      payload: { action: 'add', points: 120, reason: 'Welcome bonus', currentPoints: 0 },
    });
    const before = await shopData();
    const file = await backup();

    // Change the data: a new customer, a renamed account, one customer gone.
    await addCustomer(authorization, { fullName: 'Kasun Silva', phoneNumber: '0712345678' });
    await t.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, t.ids.cashier));
    await t.db.delete(customers).where(eq(customers.id, nimalId));
    expect(await shopData()).not.toEqual(before);

    const restored = await call('POST', '/restore', { payload: file, authorization });

    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      success: true,
      message: 'Backup restored',
      data: { tables: { users: 4, customers: 1, loyalty_history: 1 } },
    });
    // As it was, and the restore's own audit row beside it (issue 38).
    const { auditLog: log, ...after } = await shopData();
    const { auditLog: logBefore, ...rest } = before;
    expect(after).toEqual(rest);
    expect(log.filter((row) => row.action !== 'restore')).toEqual(logBefore);
    expect(log.filter((row) => row.action === 'restore')).toMatchObject([
      { actorId: t.ids.admin, entity: 'database', after: { signed: true } },
    ]);
    expect(await t.db.select().from(idempotencyKeys)).toEqual([]);
    // The same access token still works, and the sign-in survived.
    expect((await call('GET', '/migrations', { authorization })).statusCode).toBe(200);
    expect(restored.json().data.sessionsKept).toBeGreaterThan(0);
  });

  it('refuses a backup of another schema version, changing nothing', async () => {
    const file = await backup();
    const [header, ...rest] = file.split('\n');
    const other = JSON.parse(header ?? '{}');
    other.schema = { migrations: 9, latest: '0008_future', hash: 'f'.repeat(64) };
    const before = await snapshot(t.db);

    const response = await call('POST', '/restore', {
      payload: [JSON.stringify(other), ...rest].join('\n'),
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^This backup is of database schema 0008_future \(9 migrations\), but this database is at .+ \(\d+ migrations\): restore it on a server of the same version \(nothing was changed\)$/,
    );
    expect(await snapshot(t.db)).toMatchObject({
      users: before.users,
      customers: before.customers,
    });
  });

  it.each([
    [
      'a file that is not a backup',
      () => 'name,phone\nNimal,0771234567\n',
      /^This file is not a laundry backup/,
    ],
    [
      'a file cut short (no end line)',
      (file: string) => file.trimEnd().split('\n').slice(0, -2).join('\n'),
      /^The backup file is incomplete/,
    ],
    [
      'a file with a row the domain refuses',
      (file: string) => file.replace('"is_active":true', '"is_active":"perhaps"'),
      /^The backup was refused at line 3: users is_active: .+ \(nothing was changed\)$/,
    ],
    [
      'a file with a row the database refuses',
      (file: string) => file.replace(/"created_at":"[^"]+"/, '"created_at":"not a date"'),
      /^The backup could not be restored: .+ \(nothing was changed\)$/,
    ],
    [
      'a file whose counts do not add up',
      (file: string) => file.replace(/"users":4/, '"users":5'),
      /^The backup file is damaged: it holds 4 rows of users, its last line says 5/,
    ],
  ])('refuses %s (400) and changes nothing', async (_name, damage, message) => {
    const { authorization } = await t.bearer('admin');
    await addCustomer(authorization);
    const file = await backup();
    await addCustomer(authorization, { fullName: 'Kasun Silva', phoneNumber: '0712345678' });
    const before = await shopData();

    const response = await call('POST', '/restore', { payload: damage(file), authorization });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await shopData()).toEqual(before);
  });

  it('reports the migrations: all applied, none pending; applying again changes nothing', async () => {
    const status = await call('GET', '/migrations');
    const known = knownMigrations().map(({ name, hash }) => ({ name, hash }));
    expect(status.json().data).toEqual({
      schema: { migrations: known.length, latest: known.at(-1)?.name, hash: known.at(-1)?.hash },
      applied: known,
      pending: [],
      unknown: [],
      appliedNow: [],
    });

    const applied = await call('POST', '/migrations');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      message: 'The database is up to date',
      data: { appliedNow: [], pending: [] },
    });
  });

  it('replaces the data with the demo data; sign-ins of accounts that are gone end', async () => {
    const { authorization } = await t.bearer('admin');
    await addCustomer(authorization, { fullName: 'Kasun Silva', phoneNumber: '0700000001' });

    const response = await call('POST', '/seed-demo', { authorization });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Demo data loaded',
      data: { sessionsKept: 0 },
    });
    const emails = (await t.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails.sort()).toEqual(['admin@laundry.test', 'cashier@laundry.test']);
    const phones = (await t.db.select().from(customers)).map((c) => c.phoneNumber);
    expect(phones).not.toContain('0700000001');
    expect(phones.length).toBeGreaterThan(0);

    // The demo's orders came in bulk: the kept totals were counted once, and agree with them.
    const kept = await t.db.execute(
      sql`select status, orders::int as orders, total_cents::float8 as cents from order_status_totals where orders <> 0 order by status`,
    );
    const counted = await t.db.execute(
      sql`select status, count(*)::int as orders, sum(total_amount_cents)::float8 as cents from orders group by status order by status`,
    );
    expect(rowsOf(kept)).toEqual(rowsOf(counted));
    expect(rowsOf(counted).length).toBeGreaterThan(1);
    const [revenue] = rowsOf<{ kept: number; counted: number }>(
      await t.db.execute(sql`
        select (select cents from revenue_totals)::float8 as kept,
          (select sum(amount_cents) from payments where status = 'completed' and processed_at is not null)::float8 as counted`),
    );
    expect(revenue?.kept).toBe(revenue?.counted);
  });

  it('applies a due migration once, records it, and reports one it does not know', async () => {
    const probe = {
      name: '9999_cli_probe',
      hash: 'cli-probe-hash',
      createdAt: Date.now() + 1000,
      statements: ['create table cli_migration_probe (id integer primary key)'],
    };
    const admin = createAdminService({
      db: t.db,
      clock: t.clock,
      backupSigningKey: testConfig().backupSigningKey,
    });
    try {
      const before = await migrationStatus(t.db, [...knownMigrations(), probe]);
      expect(before.pending).toEqual([{ name: probe.name, hash: probe.hash }]);

      const applied = await admin.applyMigrations([...knownMigrations(), probe]);
      expect(applied.appliedNow).toEqual([{ name: probe.name, hash: probe.hash }]);
      expect(applied.pending).toEqual([]);
      expect(applied.schema).toMatchObject({ latest: probe.name, hash: probe.hash });
      await t.db.execute(sql`insert into cli_migration_probe values (1)`);

      const again = await admin.applyMigrations([...knownMigrations(), probe]);
      expect(again.appliedNow).toEqual([]);

      // A server without the probe: the database is ahead of it.
      const older = await migrationStatus(t.db);
      expect(older.unknown).toEqual([{ name: null, hash: probe.hash }]);
    } finally {
      await t.db.execute(sql`drop table if exists cli_migration_probe`);
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = ${probe.hash}`);
    }
  });
});
