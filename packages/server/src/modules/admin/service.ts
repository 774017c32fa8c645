import type { Readable } from 'node:stream';
import type { MigrationStatus, ReplaceDataResult } from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { demoSeeders } from '../../seed/seed';
import { backupStream } from './backup';
import { BackupTrust } from './backup-trust';
import {
  applyDueMigrations,
  currentSchemaVersion,
  type KnownMigration,
  knownMigrations,
  migrationStatus,
} from './migrations';
import { replaceAllData } from './replace';
import { readBackup, restoreRows } from './restore';
import { backupSigner } from './signing';

/**
 * Database administration for `laundry db …` (docs/decisions/014). It opens the transactions: a
 * restore or a demo reset lands whole or not at all (replace.ts), migrations apply in one under the
 * start-up lock. A backup is read in one repeatable-read snapshot that backup.ts opens beside the
 * stream it feeds, since the snapshot lives as long as the download.
 */
export function createAdminService({
  db,
  clock,
  backupSigningKey,
}: {
  db: Database;
  clock: Clock;
  backupSigningKey: string;
}) {
  const signer = backupSigner(backupSigningKey);
  return {
    /** The backup's file name, stamped with the time it starts. */
    backupFileName(): string {
      const stamp = clock().toISOString().replaceAll(':', '-').slice(0, 19);
      return `laundry-backup-${stamp}.jsonl`;
    },

    backup(onError: (error: unknown) => void): Readable {
      return backupStream(db, clock, signer, onError);
    },

    /**
     * Replaces the shop's data with a backup, in one transaction: all of it or nothing. A file not
     * signed by this shop's key, or changed since, is refused unless `allowUnsigned` (decision 024).
     */
    restore(input: Readable, { allowUnsigned = false } = {}): Promise<ReplaceDataResult> {
      const trust = new BackupTrust(signer, allowUnsigned);
      return readBackup(
        input,
        () => currentSchemaVersion(db),
        trust,
        (header, lines) =>
          inTransaction(db, (tx) =>
            replaceAllData(tx, (tables) => restoreRows(tx, header, tables, lines, trust)),
          ),
      );
    },

    seedDemo(): Promise<ReplaceDataResult> {
      return inTransaction(db, (tx) =>
        replaceAllData(tx, async () => {
          for (const seeder of demoSeeders) await seeder.run({ db: tx, clock });
        }),
      );
    },

    /** The database's migrations compared with `known` (by default, this server's). */
    migrationStatus(known: KnownMigration[] = knownMigrations()): Promise<MigrationStatus> {
      return migrationStatus(db, known);
    },

    /** Applies the due migrations in one transaction; answers the status after. */
    async applyMigrations(known: KnownMigration[] = knownMigrations()): Promise<MigrationStatus> {
      const done = await inTransaction(db, (tx) => applyDueMigrations(tx, known));
      return migrationStatus(db, known, done);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
