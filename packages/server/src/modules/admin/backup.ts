import { PassThrough, type Readable } from 'node:stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupEndLine,
  type BackupHeader,
  type BackupSignatureLine,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { currentSchemaVersion } from './migrations';
import { createAdminRepository } from './repository';
import type { BackupSigner } from './signing';

/**
 * Every row of every shop table as JSON Lines (docs/decisions/014): a header naming the schema
 * version, the tables in the order they restore and the sequences; one `{ table, row }` line per
 * row as PostgreSQL's `row_to_json` writes it; an end line with the counts. Read in one
 * read-only repeatable-read transaction, so the file is one moment of the database; written as
 * the reader takes it (a slow reader holds the transaction open, never the whole file in memory).
 * Signed (decision 024): after the end line, the HMAC of every byte before it.
 */
export function backupStream(
  db: Database,
  clock: Clock,
  signer: BackupSigner,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const hmac = signer.start();
  const write = async (line: string, signed = true) => {
    if (out.destroyed) throw new Error('The backup download was cancelled');
    const bytes = Buffer.from(`${line}\n`);
    if (signed) hmac.update(bytes);
    if (out.write(bytes)) return;
    // Wait for the reader, or for the download to be dropped: never hold the transaction open
    // waiting for a 'drain' that a closed stream will not send.
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.once('drain', done);
      out.once('close', done);
    });
    if (out.destroyed) throw new Error('The backup download was cancelled');
  };

  inTransaction(
    db,
    async (tx) => {
      const admin = createAdminRepository(tx);
      const tables = await admin.dataTables();
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        schema: await currentSchemaVersion(tx),
        createdAt: clock().toISOString(),
        tables: tables.map((table) => table.name),
        sequences: await admin.sequenceValues(),
        signing: signer.signing,
      };
      await write(JSON.stringify(header));
      const counts: BackupEndLine['counts'] = {};
      for (const table of tables) {
        // Each row line is the table's name around the row as PostgreSQL wrote it.
        const prefix = `{"table":${JSON.stringify(table.name)},"row":`;
        counts[table.name] = await admin.eachRowAsJson(table.name, async (rows) => {
          for (const row of rows) await write(`${prefix}${row}}`);
        });
      }
      const end: BackupEndLine = { end: true, counts };
      await write(JSON.stringify(end));
      const signature: BackupSignatureLine = { signature: hmac.digest('hex') };
      await write(JSON.stringify(signature), false);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  ).then(
    () => out.end(),
    (error: unknown) => {
      // Cut short: the missing end line tells the reader the file is incomplete.
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return out;
}
