import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import type { RouteAccess } from '../../src/http/access';

/**
 * The checks behind "adding an area" (docs/architecture.md): each takes the tables or routes and
 * the registries it checks them against, so a test can hand it a table that does not exist and
 * see it reported. checklist.test.ts runs them on the real schema, registries and routes.
 */

/** A table excused from a duty, and why. */
export type Excuses = Readonly<Record<string, string>>;

export interface DutyReport {
  /** Tables that neither meet the duty nor are excused from it. */
  missing: string[];
  /** Excuses that name no table, or a table that meets the duty anyway: to be deleted. */
  staleExcuses: string[];
  /** What the duty names that is no table (a backup schema for a dropped table). */
  unknown: string[];
}

/** The names of the tables among a schema module's exports (`db/schema.ts`), sorted. */
export function tableNames(schema: Readonly<Record<string, unknown>>): string[] {
  return Object.values(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** Which `tables` meet a duty (`meeting`: the tables it is met for), or are excused from it. */
export function checkDuty(
  tables: readonly string[],
  meeting: Iterable<string>,
  excuses: Excuses,
): DutyReport {
  const known = new Set(tables);
  const met = new Set(meeting);
  return {
    missing: tables.filter((table) => !met.has(table) && !Object.hasOwn(excuses, table)),
    staleExcuses: Object.keys(excuses)
      .filter((table) => !known.has(table) || met.has(table))
      .sort(),
    unknown: [...met].filter((table) => !known.has(table)).sort(),
  };
}

/**
 * The tables a `laundry_notify_write()` trigger (migration 0013, decision 016) watches for every
 * kind of write: insert, update, delete and truncate (`pg_trigger.tgtype` bits 4, 8, 16, 32).
 */
export async function signalledTables(db: Executor): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select distinct c.relname as name
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where n.nspname = 'public' and p.proname = 'laundry_notify_write'
        and not t.tgisinternal and t.tgenabled <> 'D' and (t.tgtype::int & 60) = 60`),
  );
  return rows.map((row) => row.name).sort();
}

export interface AuditReport {
  /** Audit entities tables are mapped to that the domain does not know. */
  unknownEntities: string[];
  /** Entities tables are mapped to that no `recordAudit` call of the server writes. */
  neverRecorded: string[];
}

/**
 * Holds the map of tables to the audit entity their writes are recorded under against the
 * domain's `auditEntities` and against the server's code: an entity is recorded when some file
 * passes `entity: '<entity>'` (the `AuditChange` of `modules/audit/record-audit.ts`).
 */
export function checkAuditEntities(
  auditedAs: Readonly<Record<string, string>>,
  entities: readonly string[],
  sources: readonly string[],
): AuditReport {
  const mapped = [...new Set(Object.values(auditedAs))].sort();
  return {
    unknownEntities: mapped.filter((entity) => !entities.includes(entity)),
    neverRecorded: mapped.filter(
      (entity) => !sources.some((source) => source.includes(`entity: '${entity}'`)),
    ),
  };
}

/** The text of every non-test TypeScript file under `dir`. */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export interface RouteReport {
  /** Routes without a `[resource, action]` of the permission map that are not excused. */
  missing: string[];
  /** Excused routes that do not exist or that declare a permission anyway. */
  staleExcuses: string[];
}

/** The key a route is excused under: `POST /api/auth/login`. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Every route must declare a permission of the domain's map (`config.access: [resource,
 * action]`), unless it is excused, with a reason, for being open to anyone or to any signed-in
 * user. (A route that declares nothing at all stops the server at start-up: `http/access.ts`.)
 */
export function checkRoutePermissions(
  routes: readonly DeclaredRoute[],
  excuses: Excuses,
): RouteReport {
  const open = routes.filter((route) => !Array.isArray(route.access)).map(routeKey);
  const all = new Set(routes.map(routeKey));
  return {
    missing: open.filter((key) => !Object.hasOwn(excuses, key)).sort(),
    staleExcuses: Object.keys(excuses)
      .filter((key) => !all.has(key) || !open.includes(key))
      .sort(),
  };
}
