import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseConnection, openPglite, openPostgres } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  connection: DatabaseConnection;
  /** Where the figures come from, for the report's heading. */
  label: string;
  /** False when a kept database (BENCH_KEEP_DATABASE) already holds the generated data. */
  needsData: boolean;
  /** Closes the connection and drops the database the benchmark created. */
  dispose(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A fresh, migrated database: on PostgreSQL (BENCH_DATABASE_URL, or the local server when it
 * answers) a database of its own, created here and dropped afterwards; otherwise an in-memory
 * PGlite (also with BENCH_DATABASE=pglite).
 *
 * BENCH_KEEP_DATABASE=<name> (PostgreSQL only): that database is created and filled on the first
 * run and kept, so later runs skip the generation (new migrations are applied to it as at a
 * start-up). Drop it by hand when done.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
  const forcePglite = process.env.BENCH_DATABASE === 'pglite';
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept)) {
    throw new Error('BENCH_KEEP_DATABASE must be a plain lower-case database name');
  }
  if (!forcePglite && (await answers(serverUrl))) {
    const name = kept ?? `laundry_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!kept || exists.rowCount === 0) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const connection = await openPostgres(url.toString(), 10);
    await connection.migrate();
    const filled = await connection.db.execute(
      sql`select exists (select 1 from users) as "filled"`,
    );
    const version = await admin.query<{ server_version: string }>('show server_version');
    return {
      connection,
      label: `PostgreSQL ${version.rows[0]?.server_version ?? ''} (${url.host}, database ${name}${kept ? ', kept' : ''})`,
      needsData: !rowsOf<{ filled: boolean }>(filled)[0]?.filled,
      async dispose() {
        await connection.close();
        if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const connection = await openPglite();
  await connection.migrate();
  return {
    connection,
    label: forcePglite ? 'PGlite (in memory)' : 'PGlite (in memory; no PostgreSQL answered)',
    needsData: true,
    dispose: () => connection.close(),
  };
}
