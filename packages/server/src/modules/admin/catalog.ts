import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Tables that are the server's working state, not the shop's data: sign-ins, sign-in throttling
 * and replayed creates. A backup leaves them out; a restore keeps the sign-ins of the accounts
 * that still exist, clears the replays (they answer with rows that may be gone) and leaves the
 * throttle alone.
 */
export const SESSIONS_TABLE = 'refresh_tokens';
export const REPLAYS_TABLE = 'idempotency_keys';
export const WORKING_TABLES: ReadonlySet<string> = new Set([
  SESSIONS_TABLE,
  REPLAYS_TABLE,
  'login_throttle',
]);

/**
 * Totals the database keeps from other tables by trigger (migrations 0009 and 0011): a backup
 * leaves them out, and a restore rebuilds them from the customers, orders, payments and loyalty
 * history it writes again.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'order_status_totals',
  'revenue_totals',
  'customer_totals',
  'customer_daily_totals',
  'order_daily_totals',
  'loyalty_daily_totals',
]);

export interface TableInfo {
  name: string;
  /** Columns that can be written (generated ones are left out), in table order. */
  columns: string[];
}

/**
 * The shop's tables in the `public` schema, read from PostgreSQL's catalog so that a table a
 * later capability adds is backed up without touching this module. Ordered so that a table comes
 * after every table it refers to (ties by name, so the order is the same on every run).
 */
export async function dataTables(db: Executor): Promise<TableInfo[]> {
  const tables = rowsOf<{ name: string; columns: string[] }>(
    await db.execute(sql`
      select c.relname as name,
             array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      group by c.relname`),
  ).filter((table) => !WORKING_TABLES.has(table.name) && !DERIVED_TABLES.has(table.name));

  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  return parentsFirst(tables, references);
}

/** Kahn's algorithm; a table's reference to itself does not hold it back. */
export function parentsFirst<T extends { name: string }>(
  tables: T[],
  references: { child: string; parent: string }[],
): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const waitingOn = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && byName.has(parent)) waitingOn.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0) throw new Error('The tables refer to each other in a cycle');
    for (const name of ready.sort()) {
      waitingOn.delete(name);
      for (const parents of waitingOn.values()) parents.delete(name);
      const table = byName.get(name);
      if (table) ordered.push(table);
    }
  }
  return ordered;
}

/** The last value of every sequence in `public` (as text: they are bigints). */
export async function sequenceValues(db: Executor): Promise<Record<string, string | null>> {
  const rows = rowsOf<{ name: string; value: string | null }>(
    await db.execute(sql`
      select sequencename as name, last_value::text as value
      from pg_sequences where schemaname = 'public' order by sequencename`),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** Sets each sequence back to a saved value (never used: it starts again from its start). */
export async function restoreSequences(
  db: Executor,
  values: Record<string, string | null>,
): Promise<void> {
  const known = await sequenceValues(db);
  for (const [name, value] of Object.entries(values)) {
    if (!(name in known)) continue;
    // A parameter cast to regclass: the name is quoted, never spliced into the statement.
    const sequence = `"public"."${name.replaceAll('"', '""')}"`;
    await db.execute(
      value === null
        ? sql`select setval(${sequence}::regclass, (select seqstart from pg_sequence where seqrelid = ${sequence}::regclass), false)`
        : sql`select setval(${sequence}::regclass, ${value}::bigint, true)`,
    );
  }
}
