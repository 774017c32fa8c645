import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiClient, createMemoryStorage } from '@laundry/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CASHIER, startServerForCli } from '../testing/server';

const cli = startServerForCli();

/** Phone numbers unique to each test, so the tests share one database without colliding. */
let block = 0;
function phones(count: number): string[] {
  block += 1;
  return Array.from({ length: count }, (_, i) => `07${String(block).padStart(2, '0')}00000${i}`);
}

async function csv(name: string, lines: string[]): Promise<string> {
  const path = join(cli.configDir, name);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

/** The customers the server has with this phone number (read through the API, not the CLI). */
async function customersWithPhone(phone: string) {
  const client = createApiClient({ baseURL: cli.url, storage: createMemoryStorage() });
  await client.auth.login({
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
    rememberMe: false,
  });
  return (await client.customers.search({ q: phone })).data.filter((c) => c.phoneNumber === phone);
}

describe('laundry customers import', () => {
  it('imports nothing from a file with a bad row and names the line, field and message', async () => {
    const [good, bad] = phones(2);
    const file = await csv('bad.csv', [
      'fullName,phoneNumber,email,isStudent,campusId',
      `Amara Silva,${good},amara@mail.lk,no,`,
      `Kamal Perera,${bad},not-an-email,yes,`,
    ]);

    const result = await cli.run('customers', 'import', file);

    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'line 3, email: Invalid email address\nline 3, campusId: Student ID is required for students\n' +
        `error: 2 problems in ${file}; nothing was imported.\n`,
    );
    expect(await customersWithPhone(good ?? '')).toEqual([]);
  });

  it('imports a good file, then a second run creates nobody twice', async () => {
    const [first, second, third] = phones(3);
    const file = await csv('good.csv', [
      'fullName,phoneNumber,email,isStudent,campusId,institution,street,city',
      `Amara Silva,${first},amara.${first}@mail.lk,no,,,1 Lake Rd,Moratuwa`,
      `"Bandara, K.",${second},,yes,IT21${second?.slice(-5)},main-campus,,`,
      `Chamari Fernando,${third},,,,,,Katubedda`,
    ]);

    const result = await cli.run('customers', 'import', file);
    expect(result).toEqual({ code: 0, stdout: 'Imported 3 of 3 customers.\n', stderr: '' });
    const [amara] = await customersWithPhone(first ?? '');
    expect(amara).toMatchObject({
      fullName: 'Amara Silva',
      email: `amara.${first}@mail.lk`,
      address: { street: '1 Lake Rd', city: 'Moratuwa' },
    });
    expect((await customersWithPhone(second ?? ''))[0]).toMatchObject({
      isStudent: true,
      institution: 'main-campus',
    });

    // As after a crash: the same file again. Each row sends the same Idempotency-Key.
    const again = await cli.run('customers', 'import', file, '--json');
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({
      file,
      dryRun: false,
      valid: 3,
      created: 3,
      alreadyImported: 3,
      problems: [],
      refused: [],
    });
    expect(await customersWithPhone(first ?? '')).toHaveLength(1);
  });

  it('checks without importing with --dry-run', async () => {
    const [phone] = phones(1);
    const file = await csv('dry.csv', ['fullName,phoneNumber', `Dry Run,${phone}`]);
    const result = await cli.run('customers', 'import', file, '--dry-run');
    expect(result).toEqual({
      code: 0,
      stdout: '1 customer checked; nothing was imported (--dry-run).\n',
      stderr: '',
    });
    expect(await customersWithPhone(phone ?? '')).toEqual([]);
  });

  it('reports rows the server refuses by line, imports the others, and exits 1', async () => {
    const [taken, fresh] = phones(2);
    await cli.run(
      'customers',
      'import',
      await csv('first.csv', ['fullName,phoneNumber', `Already Here,${taken}`]),
    );
    const file = await csv('second.csv', [
      'fullName,phoneNumber',
      `New Person,${fresh}`,
      `Someone Else,${taken}`,
    ]);

    const result = await cli.run('customers', 'import', file);

    expect(result.code).toBe(1);
    expect(result.stdout).toBe('Imported 1 of 2 customers.\n');
    expect(result.stderr).toMatch(
      /^line 3, phoneNumber: .*phone.*\nerror: The server refused 1 row; fix them and run the import again/,
    );
    expect(await customersWithPhone(fresh ?? '')).toHaveLength(1);
  });

  it('is exit 2 for a missing file or an empty one, exit 3 when signed out', async () => {
    const missing = await cli.run('customers', 'import', join(cli.configDir, 'nope.csv'));
    expect(missing).toMatchObject({
      code: 2,
      stderr: `error: Cannot read ${join(cli.configDir, 'nope.csv')}: no such file\n`,
    });
    const empty = await cli.run(
      'customers',
      'import',
      await csv('empty.csv', ['fullName,phoneNumber']),
    );
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/has no customers to import/);

    const [phone] = phones(1);
    const file = await csv('signed-out.csv', ['fullName,phoneNumber', `Nobody Signed,${phone}`]);
    await cli.run('logout');
    expect((await cli.run('customers', 'import', file)).code).toBe(3);
    await cli.run('login', '--email', DEMO_ADMIN.email, '--password', DEMO_ADMIN.password);
  });

  it('lets a cashier import (cashiers create customers)', async () => {
    const cashier = await cli.runnerAs(DEMO_CASHIER);
    try {
      const [phone] = phones(1);
      const file = join(cashier.configDir, 'c.csv');
      await writeFile(file, `fullName,phoneNumber\nCounter Customer,${phone}\n`);
      expect((await cashier.run('customers', 'import', file)).code).toBe(0);
    } finally {
      await cashier.close();
    }
  });

  it('explains itself with --help', async () => {
    const result = await cli.run('customers', 'import', '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: laundry customers import [options] <file.csv>');
    expect(result.stdout).toContain('--dry-run');
  });
});
