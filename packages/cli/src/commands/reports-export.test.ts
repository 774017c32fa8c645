import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { startServerForCli } from '../testing/server';

// The built server with its demo data, and the CLI signed in as the demo admin.
const cli = startServerForCli();

describe('laundry reports export', () => {
  it('saves the revenue report as the server builds it (.xlsx) and as JSON with the same figures', async () => {
    const file = join(cli.configDir, 'revenue.xlsx');
    const xlsx = await cli.run(
      'reports',
      'export',
      'revenue',
      '--group-by',
      'month',
      '--out',
      file,
    );
    expect(xlsx.code, xlsx.stderr).toBe(0);
    expect(xlsx.stdout).toContain(`Report written to ${file}`);

    const json = await cli.run(
      'reports',
      'export',
      'revenue',
      '--group-by',
      'month',
      '--format',
      'json',
      '--out',
      '-',
    );
    expect(json.code, json.stderr).toBe(0);
    const rows = JSON.parse(json.stdout) as {
      _id: string;
      totalRevenue: number;
      orderCount: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);

    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as the Buffer of older @types/node.
    await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Revenue');
    expect(sheet?.getCell('A1').value).toBe('Revenue Report');
    rows.forEach((row, index) => {
      expect(sheet?.getRow(5 + index).values).toEqual([
        undefined,
        row._id,
        row.totalRevenue,
        row.orderCount,
        expect.any(Number),
      ]);
    });
    expect(sheet?.getCell(`A${5 + rows.length}`).value).toBe('Total');
  });

  it('writes CSV with a header row for scripts', async () => {
    const result = await cli.run(
      'reports',
      'export',
      'order-status',
      '--format',
      'csv',
      '--out',
      '-',
    );
    expect(result.code, result.stderr).toBe(0);
    const [header, ...lines] = result.stdout.trim().split('\n');
    expect(header).toBe('_id,count');
    expect(lines.length).toBeGreaterThan(0);
  });

  it('refuses bad options with exit code 2 and a message naming the option', async () => {
    for (const [args, message] of [
      [['payroll'], 'report: must be revenue, order-status, customers or services'],
      [['customers', '--limit', '7'], '--limit: must be 10, 25, 50 or 100'],
      [['revenue', '--group-by', 'year'], '--group-by: must be day, week or month'],
      [['revenue', '--from', '2026-02-01', '--to', '2026-01-01'], '--from must not be after --to'],
      [['revenue', '--from', '1/2/2026'], 'Dates must be YYYY-MM-DD'],
      [['revenue', '--format', 'pdf'], '--format: must be xlsx, csv or json'],
    ] as const) {
      const result = await cli.run('reports', 'export', ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
  });
});
