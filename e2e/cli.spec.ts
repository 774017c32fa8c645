import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { ADMIN, CASHIER, signIn } from './support';

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
