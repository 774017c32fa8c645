import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type ApiClient, isApiError } from '@laundry/api-client';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { type CustomerRow, parseCustomersCsv, type RowProblem } from '../customers/csv-customers';
import { CliError, EXIT, UsageError } from '../errors';
import { parseWith } from '../options';
import { printJson } from '../output';
import { startProgress } from '../progress';
import { withSession } from '../session';

const optionsSchema = z.object({
  dryRun: z.boolean().default(false),
  json: z.boolean().default(false),
});

/** Files beyond this are not a shop's customer list; refused before reading them whole. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Waits before retrying a throttled or failed create (same key, so never twice). */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

export interface ImportReport {
  file: string;
  dryRun: boolean;
  valid: number;
  created: number;
  /** Of those, rows an earlier run had created (the server replayed their first answer). */
  alreadyImported: number;
  /** Rows the file's checks refused (nothing is imported while there is one). */
  problems: RowProblem[];
  /** Rows the server refused during the import (e.g. a phone number another customer has). */
  refused: RowProblem[];
}

/**
 * The Idempotency-Key of a row: the same row always sends the same key, so running the import
 * again after a crash replays the customers already created instead of creating them twice.
 */
export function rowKey(row: CustomerRow): string {
  const digest = createHash('sha256').update(JSON.stringify(row.input)).digest('hex');
  return `customers-import-${digest.slice(0, 48)}`;
}

async function readCsv(path: string): Promise<string> {
  try {
    const buffer = await readFile(path);
    if (buffer.byteLength > MAX_FILE_BYTES) {
      throw new UsageError(`${path} is larger than 20 MB; split it into smaller files.`);
    }
    return buffer.toString('utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new UsageError(`Cannot read ${path}: ${reason}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Set by the server on an answer that replays the first one given for the same key. */
const REPLAYED_HEADER = 'idempotent-replayed';

type Outcome = { created: true; replayed: boolean } | { created: false; refusal: RowProblem };

/**
 * One create (POST /customers), retried with the same key when throttled (429), unreachable or
 * failing (5xx). The whole response is read to tell a new customer from a replayed one.
 */
async function createOne(client: ApiClient, row: CustomerRow): Promise<Outcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await client.raw.fetch('/customers', {
        method: 'POST',
        body: row.input,
        headers: { 'idempotency-key': rowKey(row) },
      });
      return { created: true, replayed: response.headers.get(REPLAYED_HEADER) === 'true' };
    } catch (error) {
      if (!isApiError(error)) throw error;
      const passing =
        error.status === 429 ||
        error.status >= 500 ||
        error.kind === 'network' ||
        error.kind === 'timeout';
      if (passing) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw error;
        await sleep(delay);
        continue;
      }
      // Signed out or not allowed: every other row would fail the same way, so stop here.
      if (error.kind !== 'response' || error.status === 401 || error.status === 403) throw error;
      return {
        created: false,
        refusal: { line: row.line, field: error.field ?? '', message: error.message },
      };
    }
  }
}

/**
 * Checks every row first and imports nothing while one is wrong; then creates the customers one
 * by one, each with its row's Idempotency-Key, with a progress bar on a terminal.
 */
export async function importCustomers(
  context: CliContext,
  file: string,
  options: { dryRun: boolean },
): Promise<ImportReport> {
  const { rows, problems } = parseCustomersCsv(await readCsv(file));
  const report: ImportReport = {
    file,
    dryRun: options.dryRun,
    valid: rows.length,
    created: 0,
    alreadyImported: 0,
    problems,
    refused: [],
  };
  if (problems.length > 0 || options.dryRun || rows.length === 0) return report;

  await withSession(context, async ({ client }) => {
    const progress = startProgress(context, rows.length, 'Importing customers');
    try {
      for (const row of rows) {
        const outcome = await createOne(client, row);
        if (!outcome.created) report.refused.push(outcome.refusal);
        else {
          report.created += 1;
          if (outcome.replayed) report.alreadyImported += 1;
        }
        progress.increment();
      }
    } finally {
      progress.stop();
    }
  });
  return report;
}

function problemLine(problem: RowProblem): string {
  return `line ${problem.line}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the report means for the person (or script) that ran the import, and the exit code. */
function finish(context: CliContext, report: ImportReport, json: boolean): void {
  if (json) printJson(context, report);
  if (report.problems.length > 0) {
    if (!json) for (const problem of report.problems) println(context.err, problemLine(problem));
    throw new CliError(
      `${plural(report.problems.length, 'problem')} in ${report.file}; nothing was imported.`,
      EXIT.usage,
    );
  }
  if (report.valid === 0) throw new UsageError(`${report.file} has no customers to import.`);
  if (report.dryRun) {
    if (!json) {
      println(
        context.out,
        `${plural(report.valid, 'customer')} checked; nothing was imported (--dry-run).`,
      );
    }
    return;
  }
  if (!json) {
    const before = report.alreadyImported
      ? ` (${report.alreadyImported} of them by an earlier run)`
      : '';
    println(
      context.out,
      `Imported ${report.created} of ${plural(report.valid, 'customer')}${before}.`,
    );
    for (const refusal of report.refused) println(context.err, problemLine(refusal));
  }
  if (report.refused.length > 0) {
    throw new CliError(
      `The server refused ${plural(report.refused.length, 'row')}; fix them and run the import again (rows already imported are not created twice).`,
    );
  }
}

export function customersImportCommand(context: CliContext): Command {
  return new Command('import')
    .description('add customers from a CSV file, checking every row before importing any')
    .argument(
      '<file.csv>',
      `columns: fullName, phoneNumber (required), email, isStudent, campusId, institution, street, city`,
    )
    .option('--dry-run', 'check the file and import nothing')
    .option('--json', 'print the report as JSON')
    .action(async (file: string, raw: unknown) => {
      const options = parseWith(optionsSchema, raw);
      const report = await importCustomers(context, file, options);
      finish(context, report, options.json);
    });
}
