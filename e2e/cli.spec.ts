import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { ADMIN, CASHIER, rowOf, searchList, sidebar, signIn, signInAs } from './support';

const run = promisify(execFile);
const bin = join(import.meta.dirname, '..', 'packages', 'cli', 'bin', 'laundry.js');

/** Runs the built `laundry` command with its own config folder; never throws, returns the outcome. */
async function laundry(configDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], {
      env: { ...process.env, LAUNDRY_CONFIG_DIR: configDir, LAUNDRY_API_URL: `${baseURL}/api` },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test('an admin creates a cashier from the terminal, who can then sign in on the web', async ({
  page,
}) => {
  const config = mkdtempSync(join(tmpdir(), 'laundry-cli-'));
  const email = `kasun.${Date.now()}@laundry.test`;

  const login = await laundry(config, [
    'login',
    '--email',
    ADMIN.email,
    '--password',
    ADMIN.password,
  ]);
  expect(login.code).toBe(0);
  expect(login.stdout).toContain('Signed in as');

  const whoami = await laundry(config, ['whoami']);
  expect(whoami.code).toBe(0);
  expect(whoami.stdout).toContain(ADMIN.email);

  const createKasun = ['users', 'create', '--name', 'Kasun Silva', '--email', email].concat([
    '--role',
    'cashier',
    '--password',
    'counter-2026',
  ]);
  const created = await laundry(config, createKasun);
  expect(created.stderr).toBe('');
  expect(created.code).toBe(0);
  expect(created.stdout).toContain(email);

  const duplicate = await laundry(config, createKasun);
  // Exit codes: 1 the server refused, 2 bad usage, 3 not signed in (packages/cli/src/errors.ts).
  expect(duplicate.code).toBe(1);
  expect(duplicate.stderr).toMatch(/already|exists|use/i);

  await page.goto('/login');
  await signIn(page, { email, password: 'counter-2026' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Cashier Terminal').first()).toBeVisible();

  const logout = await laundry(config, ['logout']);
  expect(logout.code).toBe(0);
  const after = await laundry(config, ['whoami']);
  expect(after.code).toBe(3);
});

test('a cashier may not create users from the terminal', async () => {
  const config = mkdtempSync(join(tmpdir(), 'laundry-cli-'));
  expect(
    (await laundry(config, ['login', '--email', CASHIER.email, '--password', CASHIER.password]))
      .code,
  ).toBe(0);
  const refused = await laundry(config, [
    'users',
    'create',
    '--name',
    'Someone Else',
    '--email',
    'someone.else@laundry.test',
    '--role',
    'admin',
    '--password',
    'whatever-2026',
  ]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/permission|denied|not allowed|forbidden/i);
});

/** A config folder signed in as the demo administrator. */
async function signedInAdmin() {
  const config = mkdtempSync(join(tmpdir(), 'laundry-cli-'));
  const login = await laundry(config, [
    'login',
    '--email',
    ADMIN.email,
    '--password',
    ADMIN.password,
  ]);
  expect(login.code).toBe(0);
  return config;
}

test('a wrong password is refused with exit code 1 and the server’s message', async () => {
  const config = mkdtempSync(join(tmpdir(), 'laundry-cli-'));
  const wrong = await laundry(config, [
    'login',
    '--email',
    ADMIN.email,
    '--password',
    'not-the-one',
  ]);
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toBe('error: Invalid email or password\n');
  expect((await laundry(config, ['whoami'])).code).toBe(3);
});

test('users list --json gives the accounts and their pagination', async () => {
  const config = await signedInAdmin();
  const list = await laundry(config, [
    'users',
    'list',
    '--json',
    '--role',
    'admin',
    '--limit',
    '100',
  ]);
  expect(list.code).toBe(0);
  const { users, pagination } = JSON.parse(list.stdout);
  expect(users.map((user: { email: string }) => user.email)).toContain(ADMIN.email);
  expect(users.every((user: { role: string }) => user.role === 'admin')).toBe(true);
  expect(pagination).toMatchObject({ currentPage: 1, totalUsers: users.length });
});

test('customers import: a bad row stops the whole file; a good file appears on the web', async ({
  page,
}) => {
  const config = await signedInAdmin();
  const stamp = String(Date.now()).slice(-8);
  const name = `Imported Amara ${stamp}`;
  const goodRow = `${name},07${stamp},amara.${stamp}@mail.lk,no,,,1 Lake Rd,Moratuwa`;
  const header = 'fullName,phoneNumber,email,isStudent,campusId,institution,street,city';

  const bad = join(config, 'bad.csv');
  writeFileSync(bad, `${header}\n${goodRow}\nKamal Perera,0712,,,,,,\n`);
  const refused = await laundry(config, ['customers', 'import', bad]);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain(
    'line 3, phoneNumber: Please enter a valid phone number (10-15 digits)',
  );
  expect(refused.stderr).toContain('nothing was imported');

  const good = join(config, 'good.csv');
  // The next number, kept at 8 digits (a stamp may start with 0).
  const otherPhone = `07${String((Number(stamp) + 1) % 100_000_000).padStart(8, '0')}`;
  writeFileSync(
    good,
    `${header}\n${goodRow}\nImported Bandara ${stamp},${otherPhone},,yes,IT21${stamp.slice(-5)},main-campus,,\n`,
  );
  const imported = await laundry(config, ['customers', 'import', good, '--json']);
  expect(imported.code, imported.stdout + imported.stderr).toBe(0);
  // Had the refused run created Amara, this run would have replayed her (alreadyImported 1).
  expect(JSON.parse(imported.stdout)).toMatchObject({ valid: 2, created: 2, alreadyImported: 0 });

  await signInAs(page, ADMIN);
  await sidebar(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await searchList(page, name);
  await expect(rowOf(page, name)).toBeVisible();
});

test('db backup and restore round-trip: what changed after the backup is undone', async () => {
  const config = await signedInAdmin();
  const file = join(config, 'backup.jsonl');
  const backup = await laundry(config, ['db', 'backup', '--out', file]);
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`Backup written to ${file}`);
  const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0] ?? '{}');
  expect(header).toMatchObject({ format: 'laundry-backup', formatVersion: 1 });

  const email = `after.backup.${Date.now()}@laundry.test`;
  const created = await laundry(
    config,
    ['users', 'create', '--name', 'After Backup', '--email', email].concat([
      '--role',
      'cashier',
      '--password',
      'after-2026',
    ]),
  );
  expect(created.code).toBe(0);

  expect((await laundry(config, ['db', 'restore', file])).code).toBe(2); // no terminal, no --yes
  const restored = await laundry(config, ['db', 'restore', file, '--yes']);
  expect(restored.code).toBe(0);
  expect(restored.stdout).toContain('Backup restored');

  // Still signed in: the admin's account is in the backup.
  const list = await laundry(config, ['users', 'list', '--json', '--search', email]);
  expect(list.code).toBe(0);
  expect(JSON.parse(list.stdout).users).toEqual([]);
});
