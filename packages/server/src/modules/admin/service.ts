import type { Readable } from 'node:stream';
import type { MigrationStatus, ReplaceDataResult } from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { BadRequestError } from '../../errors';
import { demoSeeders } from '../../seed/seed';
import { type AuditActor, accountNameOf, recordAudit, SYSTEM_ACTOR } from '../audit';
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

/** The audit log's record of the database itself: every restore is logged against it. */
export const DATABASE_AUDIT_ID = '00000000-0000-4000-8000-0000000000db';

export const restoreAuditMessages = {
  unsignedNotAllowed:
    'This server does not restore unsigned backups. Start it with ALLOW_UNSIGNED_RESTORE=1 to allow them (nothing was changed)',
};

/**
 * The restore's audit row, written in its transaction after the rows it replaced, so it is in
 * the log the restore leaves. The admin is named by id only when their account is in the restored
 * data (the row would otherwise point at no one); their name is kept either way.
 */
async function recordRestore(
  tx: Executor,
  actor: AuditActor,
  file: { fingerprint: string; signed: boolean; at: Date },
) {
  const known = actor.id ? await accountNameOf(tx, actor.id) : undefined;
  await recordAudit(tx, {
    actor: known === undefined ? { id: null, name: actor.name } : actor,
    entity: 'database',
    entityId: DATABASE_AUDIT_ID,
    label: 'Database',
    action: 'restore',
    before: null,
    after: { fingerprint: `sha256:${file.fingerprint}`, signed: file.signed },
    at: file.at,
  });
}

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
  unsignedRestoreAllowed = false,
}: {
  db: Database;
  clock: Clock;
  backupSigningKey: string;
  /** ALLOW_UNSIGNED_RESTORE: without it, `allowUnsigned` is refused (issue 38). */
  unsignedRestoreAllowed?: boolean;
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
     * signed by this shop's key, or changed since, is refused unless `allowUnsigned` (decision 024)
     * on a server started with ALLOW_UNSIGNED_RESTORE (issue 38). The restore writes its audit
     * row after the rows it replaced: who, the file's SHA-256 and whether it was signed.
     */
    async restore(
      input: Readable,
      {
        allowUnsigned = false,
        actor = SYSTEM_ACTOR,
      }: { allowUnsigned?: boolean; actor?: AuditActor } = {},
    ): Promise<ReplaceDataResult> {
      if (allowUnsigned && !unsignedRestoreAllowed) {
        throw new BadRequestError(restoreAuditMessages.unsignedNotAllowed);
      }
      const trust = new BackupTrust(signer, allowUnsigned);
      return readBackup(
        input,
        () => currentSchemaVersion(db),
        trust,
        (header, lines) =>
          inTransaction(db, (tx) =>
            replaceAllData(tx, async (tables) => {
              await restoreRows(tx, header, tables, lines, trust);
              await recordRestore(tx, actor, {
                fingerprint: lines.fingerprint(),
                signed: trust.warning === undefined,
                at: clock(),
              });
            }),
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
