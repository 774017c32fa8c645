import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/passwords';
import { openDemoLogins } from '../../src/seed/first-run';
import { PASSWORD, useTestApp } from '../helpers/test-app';

describe('demo mode and the listening address', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'laundry-demo-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts without demo and on this machine only, unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.demo).toBe(false);
    expect(config.host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '1' })).toMatchObject({
      demo: true,
      host: '127.0.0.1',
    });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'refuses the demo on HOST=%s unless forced',
    (host) => {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dataDir, DEMO: '1', HOST: host });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('DEMO: demo mode publishes its logins');
      expect(
        loadConfig({ DATA_DIR: dataDir, DEMO: '1', HOST: host, DEMO_ON_NETWORK: '1' }),
      ).toMatchObject({ demo: true, demoOnNetwork: true, host });
    },
  );

  it('a real shop listens on the network without the demo', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      HOST: '0.0.0.0',
      ADMIN_EMAIL: 'owner@shop.lk',
      ADMIN_PASSWORD: 'a long passphrase',
    });
    expect(config).toMatchObject({
      demo: false,
      host: '0.0.0.0',
      admin: { email: 'owner@shop.lk' },
    });
  });

  it('knows loopback addresses', () => {
    for (const host of [
      '127.0.0.1',
      '127.4.5.6',
      'localhost',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '', '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('a demo server answers only this machine', () => {
  const t = useTestApp({ config: { demo: true } });

  it('refuses a caller from another machine, and one that came through a proxy', async () => {
    for (const request of [
      { remoteAddress: '192.168.1.20', headers: {} },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '192.168.1.20' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=192.168.1.20' } },
    ]) {
      for (const url of ['/api/public/config', '/api/auth/login']) {
        const response = await t.app.inject({
          method: url.endsWith('login') ? 'POST' : 'GET',
          url,
          ...request,
          ...(url.endsWith('login')
            ? { payload: { email: 'admin@laundry.test', password: PASSWORD } }
            : {}),
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          message: 'This server runs the demo, which only answers on the machine it runs on.',
        });
      }
    }
  });

  it('answers this machine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.demo.password).toBe('demo1234');
  });
});

describe('a demo published on purpose (DEMO_ON_NETWORK)', () => {
  const t = useTestApp({ config: { demo: true, demoOnNetwork: true } });

  it('answers other machines', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/config',
      remoteAddress: '192.168.1.20',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the first administrator', () => {
  const t = useTestApp();

  it('cannot be registered from another machine, even on an empty database', async () => {
    await t.db.delete(users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '192.168.1.20',
      payload: { name: 'Intruder', email: 'intruder@example.com', password: 'taken-over' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'The first administrator can only be created on the machine the server runs on.',
    });
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('finds demo accounts that still sign in with the demo password', async () => {
    // The test accounts include admin@ and cashier@laundry.test with the demo password.
    expect((await openDemoLogins(t.db)).sort()).toEqual([
      'admin@laundry.test',
      'cashier@laundry.test',
    ]);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('the owner changed it') })
      .where(eq(users.email, 'admin@laundry.test'));
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'cashier@laundry.test'));
    expect(await openDemoLogins(t.db)).toEqual([]);
  });
});
