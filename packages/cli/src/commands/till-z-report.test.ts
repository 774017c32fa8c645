import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerForCli } from '../testing/server';

// The built server with its demo data, and the CLI signed in as the demo admin.
const cli = startServerForCli();

describe('laundry till z-report', () => {
  it('prints the day’s closes with the revenue report’s cash, as text and JSON', async () => {
    const text = await cli.run('till', 'z-report', '--date', '2026-03-02');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Z report 2026-03-02: \d+ till session\(s\)/);
    expect(text.stdout).toContain('Revenue report cash LKR');

    const json = await cli.run('till', 'z-report', '--date', '2026-03-02', '--format', 'json');
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as { date: string; totals: { variance: number } };
    expect(report.date).toBe('2026-03-02');
    expect(typeof report.totals.variance).toBe('number');
  });

  it('saves the .xlsx the back-office exports', async () => {
    const file = join(cli.configDir, 'z.xlsx');
    const xlsx = await cli.run(
      'till',
      'z-report',
      '--date',
      '2026-03-02',
      '--format',
      'xlsx',
      '--out',
      file,
    );
    expect(xlsx.code, xlsx.stderr).toBe(0);
    expect(xlsx.stdout).toContain(`Z report written to ${file}`);
    expect((await readFile(file)).subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a day that is not a date', async () => {
    const bad = await cli.run('till', 'z-report', '--date', '2026-02-30');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('Dates must be real calendar days (YYYY-MM-DD)');
  });
});
