import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunner, type Runner } from '../testing/harness';
import { DEMO_ADMIN, startServer, type TestServer } from '../testing/server';

let server: TestServer;
let cli: Runner;
beforeAll(async () => {
  server = await startServer();
  cli = await createRunner(server.url);
  const login = await cli.run(
    'login',
    '--email',
    DEMO_ADMIN.email,
    '--password',
    DEMO_ADMIN.password,
  );
  expect(login.code, login.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  await cli?.close();
  await server?.close();
});

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
