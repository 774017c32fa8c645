import { resolve } from 'node:path';
import { calendarDaySchema, formatCurrency, printable, type TillDayReport } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { saveDownload } from '../download';
import { parseWith } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';

const formats = ['text', 'xlsx', 'json'] as const;

const optionsSchema = z.object({
  date: calendarDaySchema,
  format: z.enum(formats, { error: '--format: must be text, xlsx or json' }),
  out: z.string().trim().min(1, '--out: give a file name').optional(),
});
type ZReportOptions = z.infer<typeof optionsSchema>;

const money = (amount: number | null) =>
  amount === null ? '—' : formatCurrency(amount, { decimals: 2 });

/** The day's closes as lines for a terminal: one a session, then the totals and the check. */
export function zReportLines(report: TillDayReport): string[] {
  const lines = [`Z report ${report.date}: ${report.sessions.length} till session(s)`];
  for (const { session, figures } of report.sessions) {
    lines.push(
      `#${session.number} ${printable(session.openedBy.name)} (${session.status}): float ${money(figures.float)}, expected ${money(figures.expected)}, counted ${money(session.counted)}, variance ${money(session.variance)}`,
    );
  }
  const { totals } = report;
  lines.push(
    `Cash payments ${money(totals.cashPayments)}, cash refunds ${money(totals.cashRefunds)}, paid-outs ${money(totals.paidOuts)}, drops ${money(totals.drops)}`,
    `Counted ${money(totals.counted)}, variance ${money(totals.variance)}, bank transfers ${money(totals.bankTransfers)}`,
    `Revenue report cash ${money(report.revenueCash)}`,
  );
  return lines;
}

/** `laundry till z-report --date`: the day's closes (admins), printed, as JSON or the .xlsx. */
export async function tillZReport(context: CliContext, options: ZReportOptions) {
  return withSession(context, async ({ client }) => {
    if (options.format === 'xlsx') {
      const file = resolve(options.out ?? `till-closes-${options.date}.xlsx`);
      const download = await client.till.exportDayStream(options.date);
      const { bytes } = await saveDownload(context, download, file, 'Exporting the Z report');
      return { file, bytes, report: undefined };
    }
    return { file: undefined, bytes: 0, report: (await client.till.dayReport(options.date)).data };
  });
}

export function tillCommand(context: CliContext): Command {
  const zReport = new Command('z-report')
    .description("a business day's till closes: figures per cashier, variances and totals")
    .requiredOption('--date <day>', 'the business day, YYYY-MM-DD')
    .option('--format <format>', 'text, xlsx or json', 'text')
    .option('--out <file>', 'xlsx: where to write it (default: till-closes-<date>.xlsx here)')
    .action(async (raw: Record<string, unknown>) => {
      const options = parseWith(optionsSchema, raw);
      const result = await tillZReport(context, options);
      if (result.file) {
        println(context.out, `Z report written to ${result.file} (${result.bytes} bytes)`);
      } else if (result.report && options.format === 'json') {
        printJson(context, result.report);
      } else if (result.report) {
        for (const line of zReportLines(result.report)) println(context.out, line);
      }
    });
  return new Command('till').description('the till: Z reports of closes').addCommand(zReport);
}
