import { join } from 'node:path';
import { auditEntities, backupRowSchemas } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { createReadCache } from '../../src/http/read-cache';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { modules } from '../../src/modules';
import { createTestDatabase } from '../helpers/database';
import { createTestClock, testConfig } from '../helpers/test-app';
import {
  checkAuditEntities,
  checkDuty,
  checkRoutePermissions,
  type DeclaredRoute,
  signalledTables,
  sourcesUnder,
  tableNames,
} from './checklist';
import { AUDITED_AS, NOT_AUDITED, NOT_BACKED_UP, NOT_SIGNALLED, OPEN_ROUTES } from './registry';

/**
 * "Adding an area" (docs/architecture.md) as tests: a table the schema gains fails here until it
 * has a backup row schema, a write trigger and an audit entity, or an excuse with its reason in
 * registry.ts; a route fails until it names a permission or an excuse. Each check is shown to
 * catch a table or a route that is not there (`laundry_bags`, `/api/bags`).
 */

/** A table no area has: what a newcomer's first table looks like before the checklist. */
const laundryBags = pgTable('laundry_bags', { id: uuid('id').primaryKey() });
const tables = tableNames(schema);
const withBags = tableNames({ ...schema, laundryBags });
const serverSources = sourcesUnder(join(import.meta.dirname, '../../src'));

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

describe('every table of the schema', () => {
  it('is read from db/schema.ts, tables only', () => {
    expect(tables).toContain('orders');
    expect(tables).toContain('till_movements');
    expect(tables).not.toContain('columns');
    expect(withBags).toEqual([...tables, 'laundry_bags'].sort());
  });

  it('has a backup row schema, or the backup leaves it out (admin/catalog.ts)', () => {
    expect(checkDuty(tables, Object.keys(backupRowSchemas), NOT_BACKED_UP)).toEqual({
      missing: [],
      staleExcuses: [],
      unknown: [],
    });
  });

  it('reports a table without a backup row schema, and a schema for no table', () => {
    const { users: _, ...schemas } = backupRowSchemas;
    const report = checkDuty(withBags, [...Object.keys(schemas), 'laundry_carts'], NOT_BACKED_UP);
    expect(report.missing).toEqual(['laundry_bags', 'users']);
    expect(report.unknown).toEqual(['laundry_carts']);
  });

  it('is watched by the write trigger of kept answers (decision 016), or excused', async () => {
    const signalled = await signalledTables(connection.db);
    expect(checkDuty(tables, signalled, NOT_SIGNALLED)).toEqual({
      missing: [],
      staleExcuses: [],
      unknown: [],
    });
  });

  it("reports a table the database's catalogue shows without the trigger, or with a partial one", async () => {
    const rolledBack = new Error('rolled back');
    const seen: Record<string, string[]> = {};
    await expect(
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`create table laundry_bags (id uuid primary key)`);
        seen.none = checkDuty(withBags, await signalledTables(tx), NOT_SIGNALLED).missing;
        await tx.execute(sql`create trigger laundry_bags_notify_write after insert on laundry_bags
          for each statement execute function laundry_notify_write()`);
        seen.insertOnly = checkDuty(withBags, await signalledTables(tx), NOT_SIGNALLED).missing;
        await tx.execute(sql`drop trigger laundry_bags_notify_write on laundry_bags`);
        await tx.execute(sql`create trigger laundry_bags_notify_write
          after insert or update or delete or truncate on laundry_bags
          for each statement execute function laundry_notify_write()`);
        seen.every = checkDuty(withBags, await signalledTables(tx), NOT_SIGNALLED).missing;
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(seen).toEqual({ none: ['laundry_bags'], insertOnly: ['laundry_bags'], every: [] });
    expect(await signalledTables(connection.db)).not.toContain('laundry_bags');
  });

  it('is an audit entity the server records, or holds no business write of its own', () => {
    expect(checkDuty(tables, Object.keys(AUDITED_AS), NOT_AUDITED)).toEqual({
      missing: [],
      staleExcuses: [],
      unknown: [],
    });
    expect(checkAuditEntities(AUDITED_AS, auditEntities, serverSources)).toEqual({
      unknownEntities: [],
      neverRecorded: [],
    });
  });

  it('reports a table with no audit entity, an entity the domain lacks, one nobody records', () => {
    expect(checkDuty(withBags, Object.keys(AUDITED_AS), NOT_AUDITED).missing).toEqual([
      'laundry_bags',
    ]);
    const withBag = { ...AUDITED_AS, laundry_bags: 'bag' };
    expect(checkAuditEntities(withBag, auditEntities, serverSources).unknownEntities).toEqual([
      'bag',
    ]);
    const withoutTill = serverSources.filter((source) => !source.includes("entity: 'till'"));
    expect(checkAuditEntities(AUDITED_AS, auditEntities, withoutTill).neverRecorded).toEqual([
      'till',
    ]);
  });

  it('reports an excuse that names no table, or a table that meets the duty anyway', () => {
    const excuses = { ...NOT_SIGNALLED, laundry_carts: 'gone', orders: 'watched anyway' };
    expect(checkDuty(tables, ['orders'], excuses).staleExcuses).toEqual([
      'laundry_carts',
      'orders',
    ]);
  });
});

/** Every route the modules register under /api, with its declared access, as the guard sees it. */
async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const clock = createTestClock();
  const deps = {
    db: connection.db,
    config: testConfig(),
    clock,
    mailer: createOutboxMailer(connection.db, clock),
    readCache: createReadCache(),
  };
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  await app.register(
    async (api) => {
      for (const module of modules) {
        await api.register((scope) => module.register(scope, deps), { prefix: module.prefix });
      }
    },
    { prefix: '/api' },
  );
  await app.ready();
  await app.close();
  return routes;
}

describe('every route', () => {
  // A route that declares no access at all stops the server at start-up (http/access.ts
  // installAccessControl; test/http/app.test.ts 'refuses to start with an /api route …').
  it('names a permission of the map, or is open on purpose', async () => {
    const routes = await declaredRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(checkRoutePermissions(routes, OPEN_ROUTES)).toEqual({ missing: [], staleExcuses: [] });
  });

  it('reports a route open to every signed-in account that is not excused', () => {
    const routes: DeclaredRoute[] = [
      { method: 'GET', url: '/api/bags', access: 'signed-in' },
      { method: 'GET', url: '/api/health', access: 'public' },
      { method: 'POST', url: '/api/bags', access: ['orders', 'create'] },
    ];
    expect(checkRoutePermissions(routes, { 'GET /api/health': 'liveness' })).toEqual({
      missing: ['GET /api/bags'],
      staleExcuses: [],
    });
    expect(checkRoutePermissions(routes, { 'POST /api/bags': 'open?' }).staleExcuses).toEqual([
      'POST /api/bags',
    ]);
  });
});
