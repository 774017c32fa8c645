import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config';
import { secureDataDir } from '../data-dir';
import { migrationsDir } from '../paths';
import type { DatabaseConnection } from './connection';
import { openPgliteInWorker } from './pglite-in-worker';
import * as schema from './schema';
import { WRITES_CHANNEL, watchPostgresWrites } from './write-signal';

export type { Database, DatabaseConnection, Executor, Schema, Transaction } from './connection';

// Any constant will do; it only has to be the same for every instance of the server.
export const MIGRATION_LOCK_ID = 7_240_511;

/**
 * The PostgreSQL extensions the migrations create (customer search uses pg_trgm). PGlite loads
 * an extension's files only when it is listed here, at every start, also for a dumped database.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite in a folder (created if missing, owner-only), or in memory from a dump when
 * `loadDataDir` is given.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseConnection> {
  if (options.dataDir) secureDataDir(options.dataDir);
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // A first start has just written the cluster, with the modes PGlite chose: close them.
  if (options.dataDir) secureDataDir(options.dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    // One process owns an embedded database, so the signal cannot be lost.
    async watchWrites({ onWrite, onLive }) {
      const unlisten = await client.listen(WRITES_CHANNEL, onWrite);
      onLive(true);
      return async () => {
        await unlisten().catch(() => {}); // the database may be closed first
      };
    },
    close: () => client.close(),
  };
}

/** PostgreSQL through a node-postgres pool. */
export async function openPostgres(
  url: string,
  poolSize = DEFAULT_DATABASE_POOL_SIZE,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    async migrate() {
      // Several instances may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), {
            migrationsFolder: migrationsDir,
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    watchWrites: watchPostgresWrites(url, pool),
    close: () => pool.end(),
  };
}

/**
 * The running server's database: PostgreSQL when DATABASE_URL is set, else PGlite in the data
 * folder, run by a worker thread off the event loop (decision 026) unless `pgliteWorker` is false
 * (PGLITE_WORKER=0).
 */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  databasePoolSize?: number;
  dataDir: string;
  pgliteWorker?: boolean;
}): Promise<DatabaseConnection> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  const dataDir = join(config.dataDir, 'pglite');
  return config.pgliteWorker === false ? openPglite({ dataDir }) : openPgliteInWorker(dataDir);
}
