import type { ReplaceDataResult } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { describeCounts } from '../db/backup-file';
import { confirmOrRefuse, parseWith } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';
import { DATABASE_TIMEOUT_MS } from './db-backup';

const optionsSchema = z.object({
  yes: z.boolean().default(false),
  json: z.boolean().default(false),
});

/** Replaces all the shop's data with the server's demo data (one transaction there). */
export function seedDemo(
  context: CliContext,
  options: z.infer<typeof optionsSchema>,
): Promise<ReplaceDataResult> {
  return withSession(
    context,
    async ({ client, apiUrl }) => {
      await confirmOrRefuse(
        context,
        options.yes,
        `Replace ALL data at ${apiUrl} with the demo data?`,
      );
      return (await client.admin.seedDemo()).data;
    },
    { timeoutMs: DATABASE_TIMEOUT_MS },
  );
}

export function dbSeedDemoCommand(context: CliContext): Command {
  return new Command('seed-demo')
    .description('replace ALL the shop’s data with the demo data (asks first, unless --yes)')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'print the outcome as JSON')
    .action(async (raw: unknown) => {
      const options = parseWith(optionsSchema, raw);
      const result = await seedDemo(context, options);
      if (options.json) {
        printJson(context, result);
        return;
      }
      println(context.out, 'Demo data loaded');
      println(context.out, `Rows: ${describeCounts(result.tables)}`);
      if (result.sessionsKept === 0) {
        println(
          context.out,
          'Every sign-in has ended: sign in again with a demo account (`laundry login`).',
        );
      }
    });
}
