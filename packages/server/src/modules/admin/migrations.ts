import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration, MigrationStatus, SchemaVersion } from '@laundry/domain';
import { z } from 'zod';
import { type Executor, MIGRATION_LOCK_ID, type Transaction } from '../../db/client';
import { migrationsDir } from '../../paths';
import { createAdminRepository } from './repository';

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

/** The database's migrations compared with the server's. */
export async function migrationStatus(
  db: Executor,
  known: KnownMigration[] = knownMigrations(),
  appliedNow: Migration[] = [],
): Promise<MigrationStatus> {
  const rows = await createAdminRepository(db).appliedMigrations();
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
 * Applies the due migrations inside the caller's transaction, as the server does at start-up and
 * under the same lock, so it never races a starting instance. Records them where drizzle's
 * migrator does; answers those it applied.
 */
export async function applyDueMigrations(
  tx: Transaction,
  known: KnownMigration[],
): Promise<Migration[]> {
  const admin = createAdminRepository(tx);
  await admin.lock(MIGRATION_LOCK_ID);
  await admin.ensureMigrationsTable();
  const { pending } = await migrationStatus(tx, known);
  const due = known.filter((migration) => pending.some((p) => p.hash === migration.hash));
  for (const migration of due) {
    for (const statement of migration.statements) {
      if (statement.trim()) await admin.runMigrationStatement(statement);
    }
    await admin.recordMigration(migration.hash, migration.createdAt);
  }
  return due.map(({ name, hash }) => ({ name, hash }));
}
