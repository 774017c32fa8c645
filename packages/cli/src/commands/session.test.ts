import { existsSync, readFileSync } from 'node:fs';
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

async function signIn() {
  const result = await h.run('login', '--email', 'admin@laundry.test', '--password', DEMO_PASSWORD);
  expect(result.code).toBe(0);
}

function saved() {
  return JSON.parse(readFileSync(h.sessionFile, 'utf8')) as Record<string, string>;
}

describe('laundry whoami', () => {
  it('shows the name, e-mail and role label', async () => {
    await signIn();
    const result = await h.run('whoami');

    expect(result).toEqual({
      code: 0,
      stdout: `Name:  Amara Silva\nEmail: admin@laundry.test\nRole:  Administrator\nAPI:   ${h.api.url}\n`,
      stderr: '',
    });
    expect(h.api.calls('GET', '/auth/profile')[0]?.headers.get('authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('is exit 3 when nobody is signed in', async () => {
    const result = await h.run('whoami');
    expect(result).toMatchObject({
      code: 3,
      stderr: 'error: Not signed in. Run `laundry login` first.\n',
    });
    expect(h.api.requests).toHaveLength(0);
  });

  it('refreshes an expired access token and saves the new pair', async () => {
    await signIn();
    h.api.expireAccessTokens();

    const result = await h.run('whoami');

    expect(result.code).toBe(0);
    expect(h.api.state.refreshCalls).toBe(1);
    expect(saved()).toMatchObject({ auth_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('is exit 3 and forgets the session when the refresh is refused', async () => {
    await signIn();
    h.api.expireAccessTokens();
    h.api.route('POST', '/api/auth/refresh-token', () => ({
      status: 401,
      body: { success: false, message: 'Refresh token revoked' },
    }));

    const result = await h.run('whoami');

    expect(result).toMatchObject({
      code: 3,
      stderr: 'error: Your session has expired. Run `laundry login` to sign in again.\n',
    });
    expect(existsSync(h.sessionFile)).toBe(false);
  });
});

describe('laundry logout', () => {
  it('tells the server and removes the session file', async () => {
    await signIn();
    const result = await h.run('logout');

    expect(result).toEqual({ code: 0, stdout: 'Signed out.\n', stderr: '' });
    expect(h.api.calls('POST', '/auth/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer access-1',
    );
    expect(existsSync(h.sessionFile)).toBe(false);
  });

  it('removes the session even when the server fails, with a warning', async () => {
    await signIn();
    h.api.route('POST', '/api/auth/logout', () => ({
      status: 500,
      body: { success: false, message: 'Database unavailable' },
    }));

    const result = await h.run('logout');

    expect(result).toEqual({
      code: 0,
      stdout: 'Signed out.\n',
      stderr: 'warning: the server was not told (Database unavailable).\n',
    });
    expect(existsSync(h.sessionFile)).toBe(false);
  });

  it('says so when nobody was signed in', async () => {
    const result = await h.run('logout');
    expect(result).toEqual({ code: 0, stdout: 'Not signed in.\n', stderr: '' });
  });
});
