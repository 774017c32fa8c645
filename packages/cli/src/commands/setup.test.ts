import { readFileSync } from 'node:fs';
import { makeUser } from '@laundry/api-client/testing/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const owner = ['setup', '--name', 'Shop Owner', '--email', 'Owner@Shop.lk'];

describe('laundry setup', () => {
  it('creates the first administrator and signs in', async () => {
    h.api.route('POST', '/api/auth/register', ({ body }) => ({
      status: 201,
      body: {
        success: true,
        message: 'Registration successful',
        data: {
          token: 'access-first',
          refreshToken: 'refresh-first',
          user: makeUser('admin', { name: 'Shop Owner', email: (body as { email: string }).email }),
        },
      },
    }));
    const result = await h.run(...owner, '--password', 'a long passphrase');

    expect(result).toEqual({
      code: 0,
      stdout: `Created Shop Owner <owner@shop.lk> (Administrator) and signed in at ${h.api.url}\n`,
      stderr: '',
    });
    expect(h.api.calls('POST', '/auth/register')[0]?.body).toEqual({
      name: 'Shop Owner',
      email: 'owner@shop.lk',
      password: 'a long passphrase',
    });
    expect(JSON.parse(readFileSync(h.sessionFile, 'utf8'))).toMatchObject({
      auth_token: 'access-first',
      refresh_token: 'refresh-first',
    });
  });

  it("says the server's refusal and exits 1", async () => {
    h.api.route('POST', '/api/auth/register', () => ({
      status: 403,
      body: {
        success: false,
        message: 'The first administrator can only be created on the machine the server runs on.',
      },
    }));
    const result = await h.run(...owner, '--password', 'a long passphrase');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('can only be created on the machine the server runs on');
  });

  it('checks the input before calling the server', async () => {
    const result = await h.run('setup', '--name', 'X', '--email', 'nope', '--password', 'abc');
    expect(result.code).toBe(2);
    expect(h.api.calls('POST', '/auth/register')).toEqual([]);
  });
});
