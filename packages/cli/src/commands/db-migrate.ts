import type { Migration, MigrationStatus } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { describeSchema } from '../db/backup-file';
import { CliError } from '../errors';
import { parseWith } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';
import { DATABASE_TIMEOUT_MS } from './db-backup';

const optionsSchema = z.object({
  status: z.boolean().default(false),
  json: z.boolean().default(false),
});

/** Applies the server's due migrations (or, with `status`, only reports them). */
export function migrateDatabase(
  context: CliContext,
  options: { status: boolean },
): Promise<MigrationStatus> {
  return withSession(
    context,
    async ({ client }) =>
      (await (options.status ? client.admin.migrations() : client.admin.migrate())).data,
    { timeoutMs: DATABASE_TIMEOUT_MS },
  );
}

const names = (migrations: Migration[]) =>
  migrations.map((migration) => migration.name ?? migration.hash.slice(0, 12)).join(', ');

export function dbMigrateCommand(context: CliContext): Command {
  return new Command('migrate')
    .description(
      'apply the server’s pending database migrations (the server also does at start-up)',
    )
    .option('--status', 'only report applied and pending migrations')
    .option('--json', 'print the migration status as JSON')
    .action(async (raw: unknown) => {
      const options = parseWith(optionsSchema, raw);
      const status = await migrateDatabase(context, options);
      if (options.json) printJson(context, status);
      else {
        if (status.appliedNow.length) println(context.out, `Applied: ${names(status.appliedNow)}`);
        println(context.out, `Schema: ${describeSchema(status.schema)}`);
        if (status.pending.length) println(context.out, `Pending: ${names(status.pending)}`);
        else if (status.unknown.length === 0) println(context.out, 'The database is up to date.');
      }
      if (status.unknown.length) {
        throw new CliError(
          `The database has migrations this server does not know (${names(status.unknown)}): a newer server migrated it; upgrade this one.`,
        );
      }
    });
}
