import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration, MigrationStatus, SchemaVersion } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, type Executor, MIGRATION_LOCK_ID } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { migrationsDir } from '../../paths';

/** A checked-in migration, as drizzle-kit wrote it and drizzle's migrator records it. */
export interface KnownMigration extends Migration {
  name: string;
  /** The journal's timestamp, which drizzle stores as `created_at` once applied. */
  createdAt: number;
  statements: string[];
}

/** drizzle-kit's `meta/_journal.json`: the migrations in order, with their timestamps. */
const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/**
 * The migrations this server ships, read the way drizzle's migrator reads them (the hash is the
 * SHA-256 of the whole file, statements are split at drizzle-kit's breakpoints).
 */
export function knownMigrations(folder: string = migrationsDir): KnownMigration[] {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')),
  );
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return {
      name: tag,
      hash: createHash('sha256').update(text).digest('hex'),
      createdAt: when,
      statements: text.split('--> statement-breakpoint'),
    };
  });
}

interface AppliedRow {
  hash: string;
  created_at: string | null;
}

/** What drizzle's migrator recorded, oldest first (nothing on a database never migrated). */
async function appliedRows(db: Executor): Promise<AppliedRow[]> {
  const [found] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!found?.exists) return [];
  return rowsOf<AppliedRow>(
    await db.execute(
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`,
    ),
  );
}

/** The database's migrations compared with the server's. */
export async function migrationStatus(
  db: Executor,
  known: KnownMigration[] = knownMigrations(),
  appliedNow: Migration[] = [],
): Promise<MigrationStatus> {
  const rows = await appliedRows(db);
  const byHash = new Map(known.map((migration) => [migration.hash, migration]));
  const applied = rows.map((row) => ({ name: byHash.get(row.hash)?.name ?? null, hash: row.hash }));
  const last = rows.at(-1);
  // The migrator's own rule: a migration is due when it is newer than the last one applied.
  const lastAt = last?.created_at ? Number(last.created_at) : Number.NEGATIVE_INFINITY;
  const appliedHashes = new Set(rows.map((row) => row.hash));
  return {
    schema: schemaVersionOf(applied),
    applied,
    pending: known.filter((m) => m.createdAt > lastAt).map(({ name, hash }) => ({ name, hash })),
    unknown: applied.filter((m) => m.name === null),
    appliedNow: appliedNow.filter((m) => appliedHashes.has(m.hash)),
  };
}

function schemaVersionOf(applied: Migration[]): SchemaVersion {
  const last = applied.at(-1);
  return { migrations: applied.length, latest: last?.name ?? null, hash: last?.hash ?? null };
}

/** The schema version of the database as it is now. */
export async function currentSchemaVersion(db: Executor): Promise<SchemaVersion> {
  return (await migrationStatus(db)).schema;
}

/**
 * Applies the due migrations in one transaction, as the server does at start-up and under the
 * same lock, so it never races a starting instance. Records them where drizzle's migrator does.
 */
export async function applyMigrations(
  db: Database,
  known: KnownMigration[] = knownMigrations(),
): Promise<MigrationStatus> {
  const done = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const { pending } = await migrationStatus(tx, known);
    const due = known.filter((migration) => pending.some((p) => p.hash === migration.hash));
    for (const migration of due) {
      for (const statement of migration.statements) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.createdAt})`,
      );
    }
    return due.map(({ name, hash }) => ({ name, hash }));
  });
  return migrationStatus(db, known, done);
}
