import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { WatchWrites } from './write-signal';

/*
 * The database's types, apart from the code that opens one (client.ts), so both ways of opening
 * PGlite (in this thread, in a worker) name them without importing each other.
 */

export type Schema = typeof schema;

/** What every repository and service works with: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** A query runner: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseConnection {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Applies the checked-in migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Hears every committed write to the tables whose answers the server keeps in memory. */
  watchWrites: WatchWrites;
  close(): Promise<void>;
}
