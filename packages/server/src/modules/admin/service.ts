import type { Readable } from 'node:stream';
import type { MigrationStatus, ReplaceDataResult } from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { demoSeeders } from '../../seed/seed';
import { backupStream } from './backup';
import { applyMigrations, migrationStatus } from './migrations';
import { replaceAllData } from './replace';
import { restoreBackup } from './restore';

/**
 * Database administration for `laundry db …` (docs/decisions/014). Each replacement of the shop's
 * data is one transaction: a backup is read in one repeatable-read snapshot (backup.ts), a restore
 * or a demo reset lands whole or not at all (replace.ts), migrations apply under the start-up lock.
 */
export function createAdminService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** The backup's file name, stamped with the time it starts. */
    backupFileName(): string {
      const stamp = clock().toISOString().replaceAll(':', '-').slice(0, 19);
      return `laundry-backup-${stamp}.jsonl`;
    },

    backup(onError: (error: unknown) => void): Readable {
      return backupStream(db, clock, onError);
    },

    restore(input: Readable): Promise<ReplaceDataResult> {
      return restoreBackup(db, input);
    },

    seedDemo(): Promise<ReplaceDataResult> {
      return db.transaction((tx) =>
        replaceAllData(tx, async () => {
          for (const seeder of demoSeeders) await seeder.run({ db: tx, clock });
        }),
      );
    },

    migrationStatus(): Promise<MigrationStatus> {
      return migrationStatus(db);
    },

    applyMigrations(): Promise<MigrationStatus> {
      return applyMigrations(db);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
