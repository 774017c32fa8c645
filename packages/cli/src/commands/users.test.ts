import { describe, expect, it } from 'vitest';
import { createRunner } from '../testing/harness';
import { DEMO_ADMIN, DEMO_CASHIER, startServerForCli } from '../testing/server';

// The real server (its built binary) on a fresh demo database, shared by the tests of this file;
// each test signs in with its own config folder and names the accounts it creates uniquely.
const cli = startServerForCli();

let serial = 0;
async function createCashier(name = 'Kasun Silva') {
  serial += 1;
  const email = `kasun.${serial}.${Date.now()}@laundry.test`;
  const created = await cli.run(
    'users',
    'create',
    '--name',
    name,
    '--email',
    email,
    '--role',
    'cashier',
    '--password',
    'counter-2026',
  );
  expect(created.code, created.stderr).toBe(0);
  return email;
}

describe('laundry users list', () => {
  it('prints a table with a page line by default', async () => {
    const result = await cli.run(
      'users',
      'list',
      '--sort',
      'email',
      '--order',
      'asc',
      '--search',
      'laundry.test',
    );
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+EMAIL\s+ROLE\s+STATUS\s+LAST LOGIN\s+ID$/);
    expect(result.stdout).toMatch(
      /Shop Owner\s+admin@laundry\.test\s+Administrator\s+active\s+\d{4}-\d\d-\d\d \d\d:\d\d/,
    );
    expect(lines.at(-1)).toMatch(/^Page 1 of \d+ · \d+ users$/);
  });

  it('prints the page as JSON with --json, filtered by role, status, search and paged', async () => {
    const email = await createCashier('Json Person');
    const result = await cli.run(
      'users',
      'list',
      '--json',
      '--role',
      'cashier',
      '--status',
      'active',
      '--search',
      email,
    );
    expect(result.code, result.stderr).toBe(0);
    const list = JSON.parse(result.stdout);
    expect(list.users).toHaveLength(1);
    expect(list.users[0]).toMatchObject({ email, role: 'cashier', isActive: true });
    expect(list.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalUsers: 1,
      hasNext: false,
      hasPrev: false,
    });

    const paged = JSON.parse(
      (await cli.run('users', 'list', '--json', '--limit', '1', '--page', '2')).stdout,
    );
    expect(paged.users).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ currentPage: 2, hasPrev: true });

    const none = await cli.run('users', 'list', '--search', 'nobody-has-this-name');
    expect(none).toEqual({ code: 0, stdout: 'No users found.\n', stderr: '' });
  });

  it.each([
    [['--role', 'owner'], 'error: --role: must be admin or cashier\n'],
    [['--status', 'sleeping'], 'error: --status: must be active, inactive or all\n'],
    [['--limit', '500'], 'error: --limit: limit must be at most 100\n'],
    [['--page', '0'], 'error: --page: page must be at least 1\n'],
    [['--page', 'two'], 'error: --page: Invalid input: expected number, received NaN\n'],
  ])('refuses bad options before calling: %j (exit 2)', async (args, message) => {
    const result = await cli.run('users', 'list', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr.startsWith(message.split(':').slice(0, 2).join(':'))).toBe(true);
    if (!message.includes('NaN')) expect(result.stderr).toBe(message);
  });
});

describe('laundry users deactivate / activate', () => {
  it('switches the account off and on, and says so when nothing changes', async () => {
    const email = await createCashier();

    const off = await cli.run('users', 'deactivate', email);
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).toMatch(/^Account deactivated\nKasun Silva <.+> · Cashier · inactive · id /);

    const again = await cli.run('users', 'deactivate', email.toUpperCase());
    expect(again.stdout.split('\n')[0]).toBe('The account was already inactive');

    const { code, stdout } = await cli.run('users', 'activate', email, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ changed: true, user: { email, isActive: true } });
  });

  it('refuses to deactivate one’s own account (the server’s rule, exit 1)', async () => {
    const result = await cli.run('users', 'deactivate', DEMO_ADMIN.email);
    expect(result).toMatchObject({
      code: 1,
      stderr: 'error: You cannot deactivate your own account\n',
    });
  });

  it('names an unknown account (exit 1) and a malformed reference (exit 2)', async () => {
    expect(await cli.run('users', 'deactivate', 'ghost@laundry.test')).toMatchObject({
      code: 1,
      stderr: 'error: No account with the e-mail ghost@laundry.test\n',
    });
    expect((await cli.run('users', 'activate', 'not-an-email')).code).toBe(2);
    expect(
      (await cli.run('users', 'activate', '00000000-0000-4000-8000-000000000000')).stderr,
    ).toBe('error: No account with the id 00000000-0000-4000-8000-000000000000\n');
  });
});

describe('laundry users set-password', () => {
  it('sets a colleague’s password; they sign in with it, and a wrong password is exit 1', async () => {
    const email = await createCashier();
    cli.terminal.stdin = 'brand-new-pass\n';
    const result = await cli.run('users', 'set-password', email, '--password-stdin');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`Password updated successfully: Kasun Silva <${email}>\n`);

    const other = await createRunner(cli.url);
    try {
      expect(
        (await other.run('login', '--email', email, '--password', 'brand-new-pass')).code,
      ).toBe(0);
      const wrong = await other.run('login', '--email', email, '--password', 'counter-2026');
      expect(wrong).toMatchObject({ code: 1, stderr: 'error: Invalid email or password\n' });
    } finally {
      await other.close();
    }
  });

  it('checks the new password with the domain’s rule before calling (exit 2)', async () => {
    const result = await cli.run('users', 'set-password', DEMO_CASHIER.email, '--password', '123');
    expect(result).toMatchObject({
      code: 2,
      stderr: 'error: --password: Password must be at least 6 characters\n',
    });
  });

  it('asks twice at a terminal and refuses a mismatch', async () => {
    cli.terminal.isTTY = true;
    cli.terminal.answers = ['secret-one', 'secret-two'];
    const result = await cli.run('users', 'set-password', DEMO_CASHIER.email);
    expect(result).toMatchObject({ code: 2, stderr: 'error: Passwords do not match\n' });
  });
});

describe('the users commands for a cashier', () => {
  it('are refused by the server (exit 1)', async () => {
    const cashier = await cli.runnerAs(DEMO_CASHIER);
    try {
      const result = await cashier.run('users', 'list');
      expect(result).toMatchObject({
        code: 1,
        stderr: 'error: You do not have permission to perform this action\n',
      });
    } finally {
      await cashier.close();
    }
  });
});

describe('--help', () => {
  it.each([['list'], ['create'], ['deactivate'], ['activate'], ['set-password']])(
    'explains users %s (exit 0)',
    async (name) => {
      const result = await cli.run('users', name, '--help');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: laundry users ${name}`);
    },
  );
});
