import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import type { ReplaceDataResult } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { describeCounts, describeSchema, readBackupSummary } from '../db/backup-file';
import { confirmOrRefuse, parseWith } from '../options';
import { printJson } from '../output';
import { startProgress } from '../progress';
import { withSession } from '../session';
import { DATABASE_TIMEOUT_MS } from './db-backup';

const optionsSchema = z.object({
  yes: z.boolean().default(false),
  json: z.boolean().default(false),
  allowUnsigned: z.boolean().default(false),
});

/**
 * Replaces all the shop's data with a backup file. The file is checked here first (ours, whole),
 * the server checks it again and refuses one of another schema version; the change is one
 * transaction there, so a refusal changes nothing.
 */
export async function restoreDatabase(
  context: CliContext,
  file: string,
  options: z.infer<typeof optionsSchema>,
): Promise<ReplaceDataResult> {
  const summary = await readBackupSummary(file);
  return withSession(
    context,
    async ({ client, apiUrl }) => {
      await confirmOrRefuse(
        context,
        options.yes,
        `Replace ALL data at ${apiUrl} with the backup of ${summary.header.createdAt} (${describeCounts(summary.end.counts, summary.header.tables)})?`,
      );
      const progress = startProgress(context, summary.bytes, 'Uploading backup', ' bytes');
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          progress.increment(chunk.length);
          done(null, chunk);
        },
      });
      try {
        const { data } = await client.admin.restore(
          () => Readable.toWeb(createReadStream(file).pipe(counter)) as ReadableStream<Uint8Array>,
          { allowUnsigned: options.allowUnsigned },
        );
        return data;
      } finally {
        progress.stop();
      }
    },
    { timeoutMs: DATABASE_TIMEOUT_MS },
  );
}

export function dbRestoreCommand(context: CliContext): Command {
  return new Command('restore')
    .description('replace ALL the shop’s data with a backup file (asks first, unless --yes)')
    .argument('<file>', 'a file written by `laundry db backup`')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the outcome as JSON')
    .option(
      '--allow-unsigned',
      'restore a file not signed by this shop, or changed since (RISK: an edited file can add accounts, change roles and rewrite the books)',
    )
    .action(async (file: string, raw: unknown) => {
      const options = parseWith(optionsSchema, raw);
      const result = await restoreDatabase(context, file, options);
      if (result.warning) println(context.err, `warning: ${result.warning}`);
      if (options.json) {
        printJson(context, result);
        return;
      }
      println(context.out, `Backup restored (schema ${describeSchema(result.schema)})`);
      println(context.out, `Rows: ${describeCounts(result.tables)}`);
      println(
        context.out,
        `Sign-ins kept: ${result.sessionsKept} (accounts not in the backup were signed out)`,
      );
    });
}
