import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  type DatabaseConnection,
  openPglite,
  openPostgres,
} from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { databaseUrl } from './database-source';

/**
 * The databases this worker has opened and that no test file holds now. The server project runs
 * its files one after another in each worker without isolation (vitest `isolate: false`), so this
 * module lives as long as the worker: a file takes a database here and gives it back on close,
 * and the next file gets it wiped instead of opening a new one. Opening one cost ~1.5 s of CPU
 * (a PGlite clone of the run's template, or a PostgreSQL `CREATE DATABASE … TEMPLATE`); the wipe
 * costs a few milliseconds.
 */
const idle = new Map<string, DatabaseConnection[]>();

/** The idle databases of this file's source: a worker may serve the PGlite and the PostgreSQL
 * projects one after the other (they run in one vitest run), and each needs its own kind. */
function idleFor(): DatabaseConnection[] {
  const source = inject('testDatabase');
  const key = source.kind === 'pglite' ? source.templateFile : source.template;
  let list = idle.get(key);
  if (!list) {
    list = [];
    idle.set(key, list);
  }
  return list;
}

/**
 * A migrated database of this test file's own, as fresh as the run's template: every table empty
 * and every sequence back at its start. `close()` hands it back to the worker.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const pool = idleFor();
  const connection = pool.pop() ?? (await openTestDatabase());
  await emptyTables(connection.db, { restartSequences: true });
  return {
    ...connection,
    async close() {
      pool.push(connection);
    },
  };
}

const tableNames = new WeakMap<Database, Promise<{ tables: string[]; sequences: string[] }>>();

/** The app's tables and sequences, read once per database. */
function namesIn(db: Database) {
  let names = tableNames.get(db);
  if (!names) {
    names = (async () => {
      const tables = rowsOf<{ name: string }>(
        await db.execute(
          sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
        ),
      );
      const sequences = rowsOf<{ name: string }>(
        await db.execute(
          sql`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
        ),
      );
      return { tables: tables.map((row) => row.name), sequences: sequences.map((row) => row.name) };
    })();
    tableNames.set(db, names);
  }
  return names;
}

/**
 * Empties every table of the app's schema (and, between files, restarts its sequences). As a
 * replica would: no trigger and no foreign-key check fires, so the order of the deletes does not
 * matter and the kept totals are emptied with the rest. DELETE beats TRUNCATE on the few rows of
 * a test: TRUNCATE makes new files for every table, ~2× the time of the whole reset.
 */
export async function emptyTables(
  db: Database,
  options: { restartSequences?: boolean } = {},
): Promise<void> {
  const { tables, sequences } = await namesIn(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const name of tables) await tx.execute(sql.raw(`delete from public.${name}`));
    if (options.restartSequences) {
      for (const name of sequences)
        await tx.execute(sql.raw(`alter sequence public.${name} restart`));
    }
  });
}

/**
 * A database of its own that `close()` really closes (a test of what a closed database does).
 * Costs a fresh clone; prefer createTestDatabase().
 */
export async function openTestDatabase(): Promise<DatabaseConnection> {
  const source = inject('testDatabase');

  if (source.kind === 'pglite') {
    const dump = await readFile(source.templateFile);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }

  // The template's name ends with the run's pid, so global teardown drops every copy.
  const name = `laundry_test_${randomBytes(4).toString('hex')}_${source.template.split('_').pop()}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
  } finally {
    await admin.end();
  }
  return openPostgres(databaseUrl(source.serverUrl, name), 5);
}
