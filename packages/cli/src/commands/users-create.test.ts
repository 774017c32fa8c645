import { DEMO_PASSWORD, type Handler, makeUser } from '@laundry/api-client/testing/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const created: Handler = ({ body }) => {
  const input = body as {
    name: string;
    email: string;
    role: 'admin' | 'cashier';
    isActive: boolean;
  };
  return {
    status: 201,
    body: {
      success: true,
      message: 'User created successfully',
      data: {
        user: makeUser('admin', {
          _id: '00000000-0000-4000-8000-000000000002',
          name: input.name,
          email: input.email,
          role: input.role,
          isActive: input.isActive,
        }),
      },
    },
  };
};

async function signedIn(handler: Handler = created) {
  h.api.route('POST', '/api/users', h.api.signedIn(handler));
  const login = await h.run('login', '--email', 'admin@laundry.test', '--password', DEMO_PASSWORD);
  expect(login.code).toBe(0);
}

const nimal = ['users', 'create', '--name', 'Nimal Perera', '--email', 'Nimal@Laundry.test'];

describe('laundry users create', () => {
  it('creates the account and prints it', async () => {
    await signedIn();
    const result = await h.run(
      ...nimal,
      '--role',
      'cashier',
      '--password',
      'secret1',
      '--phone',
      '0771234567',
      '--inactive',
    );

    expect(result).toEqual({
      code: 0,
      stdout:
        'User created successfully\nNimal Perera <nimal@laundry.test> · Cashier · inactive · id 00000000-0000-4000-8000-000000000002\n',
      stderr: '',
    });
    expect(h.api.calls('POST', '/users')[0]?.body).toEqual({
      name: 'Nimal Perera',
      email: 'nimal@laundry.test',
      role: 'cashier',
      password: 'secret1',
      phoneNumber: '0771234567',
      isActive: false,
    });
  });

  it('reads the password from standard input and leaves out an absent phone', async () => {
    await signedIn();
    h.terminal.stdin = 'from-stdin\n';

    const result = await h.run(...nimal, '--role', 'admin', '--password-stdin');

    expect(result.code).toBe(0);
    const body = h.api.calls('POST', '/users')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ password: 'from-stdin', role: 'admin', isActive: true });
    expect(body).not.toHaveProperty('phoneNumber');
  });

  it('asks twice for a hidden password at a terminal and refuses a mismatch (exit 2)', async () => {
    await signedIn();
    h.terminal.isTTY = true;
    h.terminal.answers = ['secret1', 'secret2'];

    const result = await h.run(...nimal, '--role', 'cashier');

    expect(result).toMatchObject({ code: 2, stderr: 'error: Passwords do not match\n' });
    expect(h.terminal.questions).toEqual(['Password: ', 'Confirm password: ']);
    expect(h.api.calls('POST', '/users')).toHaveLength(0);
  });

  it.each([
    [['--role', 'owner', '--password', 'secret1'], 'error: --role: must be admin or cashier\n'],
    [['--password', 'secret1'], 'error: Missing --role (admin or cashier)\n'],
    [
      ['--role', 'cashier', '--password', 'secret1', '--phone', '077-123'],
      'error: --phone: Invalid phone number (10-15 digits)\n',
    ],
    [
      ['--role', 'cashier', '--password', '123'],
      'error: --password: Password must be at least 6 characters\n',
    ],
    [
      ['--role', 'cashier', '--password', 'secret1', '--password-stdin'],
      'error: Use either --password or --password-stdin, not both.\n',
    ],
    [['--role', 'cashier'], 'error: Missing --password'],
  ])('refuses bad input before calling: %j (exit 2)', async (extra, message) => {
    await signedIn();
    const result = await h.run(...nimal, ...extra);

    expect(result.code).toBe(2);
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(h.api.calls('POST', '/users')).toHaveLength(0);
  });

  it('names a missing name and a bad e-mail with their options', async () => {
    await signedIn();
    const result = await h.run(
      'users',
      'create',
      '--email',
      'nope',
      '--role',
      'admin',
      '--password',
      'secret1',
    );
    expect(result).toMatchObject({
      code: 2,
      stderr: 'error: --name: Name is required\n--email: Invalid email format\n',
    });
  });

  it("prints the server's refusal (exit 1)", async () => {
    await signedIn(() => ({
      status: 409,
      body: { success: false, message: 'A user with this email already exists', field: 'email' },
    }));

    const result = await h.run(...nimal, '--role', 'cashier', '--password', 'secret1');

    expect(result).toMatchObject({
      code: 1,
      stderr: 'error: A user with this email already exists (email)\n',
    });
  });

  it('is exit 3 when nobody is signed in', async () => {
    const result = await h.run(...nimal, '--role', 'cashier', '--password', 'secret1');
    expect(result.code).toBe(3);
  });
});
