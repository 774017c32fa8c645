import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { NETWORK_ERROR_MESSAGE } from '@laundry/api-client';
import { DEMO_PASSWORD } from '@laundry/api-client/testing/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const signIn = ['login', '--email', 'admin@laundry.test', '--password', DEMO_PASSWORD];

describe('laundry login', () => {
  it('signs in and saves the session where only this user can read it', async () => {
    const result = await h.run(...signIn, '--remember');

    expect(result).toEqual({
      code: 0,
      stdout: `Signed in as Amara Silva <admin@laundry.test> (Administrator) at ${h.api.url}\n`,
      stderr: '',
    });
    expect(h.api.calls('POST', '/auth/login')[0]?.body).toEqual({
      email: 'admin@laundry.test',
      password: DEMO_PASSWORD,
      rememberMe: true,
    });
    const saved = JSON.parse(readFileSync(h.sessionFile, 'utf8'));
    expect(saved).toMatchObject({
      apiUrl: h.api.url,
      auth_token: 'access-1',
      refresh_token: 'refresh-1',
    });
    expect(JSON.parse(saved.user_data).email).toBe('admin@laundry.test');
    expect(statSync(h.sessionFile).mode & 0o777).toBe(0o600);
    expect(statSync(h.configDir).isDirectory()).toBe(true);
  });

  it('takes --api-url over $LAUNDRY_API_URL', async () => {
    h.env.LAUNDRY_API_URL = 'http://127.0.0.1:9/api';
    const result = await h.run(...signIn, '--api-url', `${h.api.url}/`);

    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(h.sessionFile, 'utf8')).apiUrl).toBe(h.api.url);
  });

  it('asks for the e-mail and, hidden, the password at a terminal', async () => {
    h.terminal.isTTY = true;
    h.terminal.answers = ['admin@laundry.test', DEMO_PASSWORD];

    const result = await h.run('login');

    expect(result.code).toBe(0);
    expect(h.terminal.questions).toEqual(['Email: ', 'Password: ']);
  });

  it('reads the password from standard input', async () => {
    h.terminal.stdin = `${DEMO_PASSWORD}\n`;
    const result = await h.run('login', '--email', 'admin@laundry.test', '--password-stdin');
    expect(result.code).toBe(0);
    expect(h.api.calls('POST', '/auth/login')[0]?.body).toMatchObject({ password: DEMO_PASSWORD });
  });

  it('without a terminal, needs the flags (exit 2)', async () => {
    const noEmail = await h.run('login', '--password', DEMO_PASSWORD);
    const noPassword = await h.run('login', '--email', 'admin@laundry.test');

    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('error: Missing --email');
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('error: Missing --password');
    expect(h.api.requests).toHaveLength(0);
  });

  it('checks the input with the sign-in rules before calling (exit 2)', async () => {
    const result = await h.run('login', '--email', 'not-an-email', '--password', '123');

    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'error: --email: Invalid email address\n--password: Password must be at least 6 characters\n',
    );
    expect(h.api.requests).toHaveLength(0);
  });

  it('refuses an API URL that is not http(s) (exit 2)', async () => {
    const result = await h.run(...signIn, '--api-url', 'ftp://example.test');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--api-url: must be an http:// or https:// URL');
  });

  it("prints the server's refusal and keeps the previous session (exit 1)", async () => {
    writeFileSync(h.sessionFile, JSON.stringify({ apiUrl: h.api.url, auth_token: 'old' }));

    const result = await h.run(
      'login',
      '--email',
      'admin@laundry.test',
      '--password',
      'wrong-pass',
    );

    expect(result).toMatchObject({ code: 1, stderr: 'error: Invalid email or password\n' });
    expect(JSON.parse(readFileSync(h.sessionFile, 'utf8')).auth_token).toBe('old');
  });

  it('says where it could not connect (exit 1)', async () => {
    const result = await h.run(...signIn, '--api-url', 'http://127.0.0.1:9/api');

    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`error: ${NETWORK_ERROR_MESSAGE}\nAPI: http://127.0.0.1:9/api\n`);
  });
});
