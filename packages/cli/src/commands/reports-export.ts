import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ApiClient } from '@laundry/api-client';
import {
  calendarDaySchema,
  customerReportLimits,
  REPORT_FILE_NAMES,
  type ReportKind,
  reportGroupings,
  reportKinds,
  spreadsheetText,
} from '@laundry/domain';
import { Command } from 'commander';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { saveDownload } from '../download';
import { UsageError } from '../errors';
import { parseWith } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';

const formats = ['xlsx', 'csv', 'json'] as const;

const optionsSchema = z
  .object({
    kind: z.enum(reportKinds, {
      error: 'report: must be revenue, order-status, customers or services',
    }),
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
    groupBy: z.enum(reportGroupings, { error: '--group-by: must be day, week or month' }),
    limit: z.coerce
      .number({ error: '--limit: must be 10, 25, 50 or 100' })
      .refine((n) => (customerReportLimits as readonly number[]).includes(n), {
        message: '--limit: must be 10, 25, 50 or 100',
      }),
    format: z.enum(formats, { error: '--format: must be xlsx, csv or json' }),
    out: z.string().trim().min(1, '--out: give a file name').optional(),
  })
  .refine((o) => !o.from || !o.to || o.from <= o.to, {
    message: '--from must not be after --to',
  });
type ExportOptions = z.infer<typeof optionsSchema>;

/** The report's rows as the API answers them, for CSV and JSON. */
async function reportRows(client: ApiClient, options: ExportOptions) {
  const range = { startDate: options.from, endDate: options.to };
  switch (options.kind) {
    case 'revenue':
      return (await client.reports.revenue({ ...range, groupBy: options.groupBy })).data
        .revenueData;
    case 'order-status':
      return (await client.reports.orderStatus(range)).data.statusData;
    case 'customers':
      return (await client.reports.customers({ ...range, limit: options.limit })).data.customerData;
    case 'services':
      return (await client.reports.services(range)).data.serviceData;
  }
}

/** The file name: --out, else the spec's name (xlsx) or the same with the format's extension. */
function outputFile(kind: ReportKind, options: ExportOptions): string {
  if (options.out) return resolve(options.out);
  return resolve(REPORT_FILE_NAMES[kind].replace(/\.xlsx$/, `.${options.format}`));
}

/**
 * `laundry reports export <kind>`: the server's .xlsx as it builds it, or the same report's rows
 * as CSV or JSON for scripts. `--out -` writes CSV or JSON to standard output.
 */
export async function exportReport(context: CliContext, options: ExportOptions) {
  return withSession(context, async ({ client }) => {
    const query = {
      startDate: options.from,
      endDate: options.to,
      ...(options.kind === 'revenue' ? { groupBy: options.groupBy } : {}),
      ...(options.kind === 'customers' ? { limit: options.limit } : {}),
    };
    if (options.format === 'xlsx') {
      if (options.out === '-')
        throw new UsageError('--out -: an .xlsx file cannot go to the terminal');
      const file = outputFile(options.kind, options);
      const download = await client.reports.exportStream(options.kind, query);
      const { bytes } = await saveDownload(context, download, file, `Exporting ${options.kind}`);
      return { file, bytes, rows: undefined };
    }
    const rows = await reportRows(client, options);
    const text =
      options.format === 'json'
        ? `${JSON.stringify(rows, null, 2)}\n`
        : // Text cells that a spreadsheet would run as a formula are quoted (OWASP).
          stringify(rows as object[], { header: true, cast: { string: spreadsheetText } });
    if (options.out === '-') {
      context.out.write(text);
      return { file: '-', bytes: Buffer.byteLength(text), rows: rows.length };
    }
    const file = outputFile(options.kind, options);
    await writeFile(file, text);
    return { file, bytes: Buffer.byteLength(text), rows: rows.length };
  });
}

export function reportsExportCommand(context: CliContext): Command {
  return new Command('export')
    .description('save a report as .xlsx (as the back-office exports it), CSV or JSON')
    .argument('<report>', `one of ${reportKinds.join(', ')}`)
    .option('--from <day>', 'first day, YYYY-MM-DD (default: from the beginning)')
    .option('--to <day>', 'last day, YYYY-MM-DD (default: up to today)')
    .option('--group-by <period>', 'revenue per day, week (ISO) or month', 'day')
    .option('--limit <n>', 'customers: the top 10, 25, 50 or 100', '10')
    .option('--format <format>', 'xlsx, csv or json', 'xlsx')
    .option(
      '--out <file>',
      'where to write it (default: the report’s file name here; - for stdout)',
    )
    .option('--json', 'print what was written as JSON')
    .action(async (kind: string, raw: Record<string, unknown>) => {
      const options = parseWith(optionsSchema, { ...raw, kind });
      const written = await exportReport(context, options);
      if (raw.json) {
        printJson(context, { report: options.kind, format: options.format, ...written });
        return;
      }
      if (written.file === '-') return;
      const rows = written.rows === undefined ? '' : `, ${written.rows} rows`;
      println(context.out, `Report written to ${written.file} (${written.bytes} bytes${rows})`);
    });
}

export function reportsCommand(context: CliContext): Command {
  return new Command('reports')
    .description('revenue, order status, customer and service reports')
    .addCommand(reportsExportCommand(context));
}
