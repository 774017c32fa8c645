import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicConfigSchema } from '@laundry/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { installAccessControl } from '../../src/http/access';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { createTestDatabase, openTestDatabase } from '../helpers/database';
import { createTestClock, testConfig, useTestApp } from '../helpers/test-app';

describe('the HTTP application', () => {
  const t = useTestApp();

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'GET /api/auth/profile',
        'PUT /api/auth/profile',
        'PUT /api/auth/change-password',
        'POST /api/auth/refresh-token',
        'POST /api/auth/logout',
        'POST /api/auth/check-email',
        'GET /api/public/config',
        'GET /api/users',
        'GET /api/users/stats',
        'GET /api/users/{id}',
        'POST /api/users',
        'PUT /api/users/{id}',
        'DELETE /api/users/{id}',
        'PUT /api/users/{id}/password',
        'PUT /api/users/{id}/toggle-status',
      ]),
    );
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(login.responses['200']).toBeDefined();
    expect(login.security).toBeUndefined();
    expect(document.paths['/api/users'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(
      document.paths['/api/users'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(
      expect.arrayContaining([
        'search',
        'role',
        'isActive',
        'sortBy',
        'sortOrder',
        'page',
        'limit',
      ]),
    );
  });

  it('sends security headers with a CSP that lets the built app run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('tells visitors the business, its time zone and the campaign, parsed by the shared schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    const config = publicConfigSchema.parse(response.json().data);
    expect(config.business.timeZone).toBe(testConfig().business.timeZone);
    expect(config.campaign.discount).toBe(20);
  });

  it('answers a health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('guards HEAD requests like the GET they mirror', async () => {
    const anonymous = await t.app.inject({ method: 'HEAD', url: '/api/users' });
    expect(anonymous.statusCode).toBe(401);
    const cashier = await t.app.inject({
      method: 'HEAD',
      url: '/api/users',
      headers: await t.bearer('cashier'),
    });
    expect(cashier.statusCode).toBe(403);
    const admin = await t.app.inject({
      method: 'HEAD',
      url: '/api/users',
      headers: await t.bearer('admin'),
    });
    expect(admin.statusCode).toBe(200);
  });

  it('says to build the web app when there is no build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('pnpm --filter @laundry/web build');
  });
});

describe('serving the web build', () => {
  let webDir: string;
  const clock = createTestClock();
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'laundry-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    const connection = await createTestDatabase();
    close = connection.close;
    app = await buildApp({
      db: connection.db,
      config: testConfig({ webDistDir: webDir }),
      clock,
      mailer: createOutboxMailer(connection.db, clock),
    });
  });

  afterAll(async () => {
    await app.close();
    await close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for every client route (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/orders/edit/123', '/users/new?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache, and 404s missing files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('still answers JSON 404 for unknown /api paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Route GET /api/unknown not found',
    });
  });
});

describe('failures inside the server', () => {
  it('answers 500 "Internal server error" without stack or SQL', async () => {
    const connection = await openTestDatabase();
    const clock = createTestClock();
    const app = await buildApp({
      db: connection.db,
      config: testConfig(),
      clock,
      mailer: createOutboxMailer(connection.db, clock),
    });
    // A closed database makes every query fail with an error that mentions the SQL.
    await connection.close();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@laundry.test', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(response.body).not.toMatch(/select|users|stack|at /i);
    await app.close();
  });

  it('refuses to start with an /api route that declares no access rule', async () => {
    const app = Fastify();
    installAccessControl(app, async () => {});
    app.register(
      async (api) => {
        api.get('/forgotten', async () => 'open');
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('must declare config.access');
  });
});
