import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import {
  type BackupSummary,
  describeCounts,
  describeSchema,
  readBackupSummary,
} from '../db/backup-file';
import { saveDownload } from '../download';
import { UsageError } from '../errors';
import { parseWith } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';

const optionsSchema = z.object({
  out: z.string().trim().min(1, '--out: give a file name').optional(),
  force: z.boolean().default(false),
  json: z.boolean().default(false),
});

/** A backup streams for as long as the database takes to read; ten seconds is for forms. */
export const DATABASE_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * Streams the server's backup into a file: written beside it first and renamed once whole (its
 * end line read back), so a backup cut short never takes the place of a good file.
 */
export async function backupDatabase(
  context: CliContext,
  options: z.infer<typeof optionsSchema>,
): Promise<BackupSummary & { file: string }> {
  if (options.out && existsSync(options.out) && !options.force) {
    throw new UsageError(`${options.out} already exists: choose another --out or add --force.`);
  }
  return withSession(
    context,
    async ({ client }) => {
      const download = await client.admin.backup();
      const file = resolve(options.out ?? download.filename ?? 'laundry-backup.jsonl');
      if (!options.out && existsSync(file) && !options.force) {
        throw new UsageError(`${file} already exists: choose an --out or add --force.`);
      }
      const { verified } = await saveDownload(
        context,
        download,
        file,
        'Downloading backup',
        readBackupSummary,
      );
      if (!verified) throw new Error('The backup could not be read back');
      return { ...verified, file };
    },
    { timeoutMs: DATABASE_TIMEOUT_MS },
  );
}

export function dbBackupCommand(context: CliContext): Command {
  return new Command('backup')
    .description(
      'save every row of the shop’s data in a file (JSON Lines), streamed from the server',
    )
    .option('--out <file>', 'where to write it (default: the name the server gives, here)')
    .option('--force', 'replace the file if it exists')
    .option('--json', 'print what was saved as JSON')
    .action(async (raw: unknown) => {
      const options = parseWith(optionsSchema, raw);
      const { file, bytes, header, end } = await backupDatabase(context, options);
      if (options.json) {
        printJson(context, {
          file,
          bytes,
          createdAt: header.createdAt,
          schema: header.schema,
          tables: end.counts,
        });
        return;
      }
      println(context.out, `Backup written to ${file} (${bytes} bytes)`);
      println(context.out, `Schema: ${describeSchema(header.schema)}`);
      println(context.out, `Rows: ${describeCounts(end.counts, header.tables)}`);
    });
}
