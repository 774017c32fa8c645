import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { customers, refreshTokens, users } from '../../src/db/schema';
import {
  type WatchWrites,
  type WriteHandlers,
  watchPostgresWrites,
} from '../../src/db/write-signal';
import { createReadCache } from '../../src/http/read-cache';
import { orderPayload, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { type TestContext, useTestApp } from '../helpers/test-app';

describe('the cache of answers', () => {
  it('keeps nothing until the write signal is heard', () => {
    const cache = createReadCache();
    cache.set('a', cache.generation(), 'answer');
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    cache.set('a', cache.generation(), 'answer');
    expect(cache.get('a')).toBe('answer');
  });

  it('drops everything on a write, and does not keep an answer read while a write landed', () => {
    const cache = createReadCache();
    cache.setLive(true);
    cache.set('a', cache.generation(), 'before');
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();

    const started = cache.generation();
    cache.invalidate(); // a write commits while the answer is being read
    cache.set('a', started, 'maybe stale');
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing while the signal is lost, and starts empty when it is back', () => {
    const cache = createReadCache();
    cache.setLive(true);
    cache.set('a', cache.generation(), 'answer');
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', cache.generation(), 'answer');
    cache.setLive(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used answer beyond its size', () => {
    const cache = createReadCache(2);
    cache.setLive(true);
    cache.set('a', cache.generation(), 1);
    cache.set('b', cache.generation(), 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', cache.generation(), 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});

/** A write signal the test sends by hand. */
function controlledSignal() {
  const signal: { handlers?: WriteHandlers; watch: WatchWrites } = {
    watch: async (handlers) => {
      signal.handlers = handlers;
      handlers.onLive(true);
      return async () => {};
    },
  };
  return signal;
}

async function listFirstCustomerName(t: TestContext, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.orders[0]?.customerInfo.name as string | undefined;
}

describe('answers kept until the next write (the signal sent by hand)', () => {
  const signal = controlledSignal();
  const t = useTestApp({ watchWrites: () => signal.watch });

  const rename = (customerId: string, fullName: string) =>
    t.db.update(customers).set({ fullName }).where(eq(customers.id, customerId));

  async function orderFor(headers: Record<string, string>) {
    const catalogue = await seedCatalogue(t.db);
    const people = await seedOrderCustomers(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: orderPayload(people.regular, catalogue.washAndDry),
    });
    expect(created.statusCode, created.body).toBe(201);
    return { ...people, catalogue };
  }

  it('answers the order list from memory until a write is heard', async () => {
    const headers = await t.bearer('cashier');
    const people = await orderFor(headers);
    expect(await listFirstCustomerName(t, headers)).toBe('Ruwan Jayasinghe');

    // Written behind the server's back and not signalled: the kept answer is served.
    await rename(people.regular, 'Ruwan J.');
    expect(await listFirstCustomerName(t, headers)).toBe('Ruwan Jayasinghe');

    signal.handlers?.onWrite();
    expect(await listFirstCustomerName(t, headers)).toBe('Ruwan J.');
  });

  it("drops what it kept when this server writes, before the write's answer leaves", async () => {
    const headers = await t.bearer('cashier');
    const { regular, catalogue } = await orderFor(headers);
    const before = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(before.json().data.pagination.totalOrders).toBe(1);

    t.clock.advance(60_000);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: orderPayload(regular, catalogue.washAndDry),
    });
    expect(second.statusCode, second.body).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(after.json().data.pagination.totalOrders).toBe(2);
    expect(after.json().data.orders[0].orderNumber).toBe(second.json().data.order.orderNumber);
  });

  it('keeps the answer per query and per business day', async () => {
    t.clock.set(new Date('2026-03-02T18:25:00Z')); // 23:55 in Colombo
    const headers = await t.bearer('admin');
    await orderFor(headers);
    const first = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(first.json().data.stats.todayOrders).toBe(1);
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/orders?paymentStatus=paid',
      headers,
    });
    expect(filtered.json().data.pagination.totalOrders).toBe(0);

    t.clock.advance(10 * 60_000); // 00:05: a new business day, the same access token
    const nextDay = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(nextDay.json().data.stats.todayOrders).toBe(0);
  });

  it('signs a user out at once, and refuses a deactivated account once the write is heard', async () => {
    const { token } = await t.login('cashier');
    const headers = { authorization: `Bearer ${token}` };
    const profile = () => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect((await profile()).statusCode).toBe(200);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, t.ids.cashier));
    expect((await profile()).statusCode).toBe(200); // not heard yet: the kept check holds
    signal.handlers?.onWrite();
    expect((await profile()).statusCode).toBe(401);

    await t.db.update(users).set({ isActive: true }).where(eq(users.id, t.ids.cashier));
    signal.handlers?.onWrite();
    expect((await profile()).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await profile()).statusCode).toBe(401);
  });

  it('ends a kept session at its expiry, with no write in between', async () => {
    const { token } = await t.login('cashier');
    const headers = { authorization: `Bearer ${token}` };
    const profile = () => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    // The session ends two minutes from now, well before the access token does.
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(t.clock().getTime() + 2 * 60_000) })
      .where(eq(refreshTokens.userId, t.ids.cashier));
    signal.handlers?.onWrite();
    expect((await profile()).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Session has ended. Please sign in again.');
  });

  it('reads the database on every request while the signal is lost', async () => {
    const headers = await t.bearer('cashier');
    const people = await orderFor(headers);
    expect(await listFirstCustomerName(t, headers)).toBe('Ruwan Jayasinghe');

    signal.handlers?.onLive(false);
    await rename(people.regular, 'Ruwan J.');
    expect(await listFirstCustomerName(t, headers)).toBe('Ruwan J.');
    await rename(people.regular, 'Ruwan Jay');
    expect(await listFirstCustomerName(t, headers)).toBe('Ruwan Jay');
  });
});

describe("the database's write signal", () => {
  const t = useTestApp();

  it('is heard after a committed write from any connection, and not for a rolled-back one', async () => {
    const onWrite = vi.fn();
    const stop = await t.connection.watchWrites({ onWrite, onLive: () => {} });
    try {
      await t.db
        .transaction(async (tx) => {
          await tx.update(customers).set({ fullName: 'x' });
          throw new Error('rolled back');
        })
        .catch(() => {});
      await t.db.update(users).set({ name: 'The Owner' }).where(eq(users.id, t.ids.admin));
      await vi.waitFor(() => expect(onWrite).toHaveBeenCalled());
      expect(onWrite).toHaveBeenCalledTimes(1);
    } finally {
      await stop();
    }
  });

  it('says when the listening connection is lost, and listens again (PostgreSQL)', async (context) => {
    if (t.connection.kind !== 'postgres') return context.skip();
    const states: boolean[] = [];
    const onWrite = vi.fn();
    const stop = await t.connection.watchWrites({ onWrite, onLive: (live) => states.push(live) });
    try {
      expect(states).toEqual([true]);
      await t.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN laundry_writes'`);
      await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 5000 });
      await t.db.update(users).set({ name: 'The Owner' }).where(eq(users.id, t.ids.admin));
      await vi.waitFor(() => expect(onWrite).toHaveBeenCalled());
    } finally {
      await stop();
    }
  });

  it('does not count the signal as heard when its test notification never comes back (PostgreSQL)', async (context) => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') return context.skip();
    // Like a pooler in transaction mode: the LISTEN is accepted, nothing is delivered (the test
    // notification goes to another database).
    const elsewhere = new URL(source.serverUrl);
    elsewhere.pathname = '/test';
    const pool = new pg.Pool({ connectionString: elsewhere.toString(), max: 1 });
    const states: boolean[] = [];
    try {
      const stop = await watchPostgresWrites(
        source.serverUrl,
        pool,
      )({
        onWrite: () => {},
        onLive: (live) => states.push(live),
      });
      await stop();
    } finally {
      await pool.end();
    }
    expect(states).toEqual([]);
  });
});
