import {
  DEFAULT_CAMPAIGN,
  type Permissions,
  permissionsForRole,
  type Role,
  STORAGE_KEYS,
  type User,
} from '@laundry/domain';

export interface FakeResponse {
  status: number;
  /** Sent as JSON, or as they are when bytes (a file download). */
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeRequest {
  body: unknown;
  headers: Headers;
  query: URLSearchParams;
}

export type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/** Answers the paths the handler table does not name (e.g. paths with ids); undefined → 404. */
export type FakeRouter = (
  method: string,
  path: string,
  request: FakeRequest,
) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

export const DEMO_PASSWORD = 'demo1234';

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  const permissions: Permissions = permissionsForRole(role);
  return {
    _id:
      role === 'admin'
        ? '00000000-0000-4000-8000-000000000001'
        : '00000000-0000-4000-8000-000000000002',
    name: role === 'admin' ? 'Amara Silva' : 'Kasun Perera',
    email: `${role}@laundry.test`,
    role,
    permissions,
    isActive: true,
    lastLogin: null,
    createdAt: '2025-10-01T08:00:00.000Z',
    updatedAt: '2025-10-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export const ok = (data: unknown, message?: string): FakeResponse => ({
  status: 200,
  body: { success: true, ...(message ? { message } : {}), data },
});

export const fail = (status: number, message: string, field?: string): FakeResponse => ({
  status,
  body: { success: false, message, ...(field ? { field } : {}) },
});

/**
 * A fake of the laundry API behind a fetch function, so tests drive the real API client, the real
 * session machine and the real routes. Routes are `'METHOD /path'` (after /api).
 */
export function createFakeApi(
  options: {
    demo?: boolean;
    users?: User[];
    handlers?: Record<string, Handler>;
    route?: FakeRouter;
  } = {},
) {
  const users = options.users ?? [makeUser('admin'), makeUser('cashier')];
  const calls: { method: string; path: string; body: unknown; query: URLSearchParams }[] = [];
  const tokenUser = new Map<string, User>();
  let counter = 0;

  function issue(user: User) {
    counter += 1;
    const token = `token-${counter}`;
    tokenUser.set(token, user);
    return { token, refreshToken: `refresh-${counter}`, user };
  }

  const handlers: Record<string, Handler> = {
    'GET /public/config': () =>
      ok({
        demo:
          options.demo === false
            ? null
            : {
                accounts: [
                  { role: 'admin', email: 'admin@laundry.test' },
                  { role: 'cashier', email: 'cashier@laundry.test' },
                ],
                password: DEMO_PASSWORD,
              },
        business: {
          name: 'Campus Wash',
          address: '12 College Road, Colombo',
          phone: '0771234567',
          email: 'hello@campuswash.test',
          timeZone: 'Asia/Colombo',
        },
        campaign: DEFAULT_CAMPAIGN,
      }),
    'POST /auth/login': ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      const user = users.find((candidate) => candidate.email === email);
      if (!user || password !== DEMO_PASSWORD) return fail(401, 'Invalid email or password');
      return ok(issue(user), 'Login successful');
    },
    'GET /auth/profile': ({ headers }) => {
      const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      const user = tokenUser.get(token);
      return user ? ok({ user }) : fail(401, 'Not signed in');
    },
    'POST /auth/refresh-token': () => fail(401, 'Invalid refresh token'),
    'POST /auth/logout': () => ok(null),
    'PUT /auth/profile': ({ body, headers }) => {
      const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      const user = tokenUser.get(token);
      if (!user) return fail(401, 'Not signed in');
      const updated = { ...user, ...(body as Partial<User>) };
      tokenUser.set(token, updated);
      return ok({ user: updated }, 'Profile updated successfully');
    },
    'PUT /auth/change-password': () => ok({ token: 'token-new', refreshToken: 'refresh-new' }),
    ...options.handlers,
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' && raw ? JSON.parse(raw) : undefined;
    calls.push({ method, path, body, query: url.searchParams });
    const handler = handlers[`${method} ${path}`];
    const request = { body, headers: new Headers(init?.headers), query: url.searchParams };
    const answer =
      (handler ? await handler(request) : await options.route?.(method, path, request)) ??
      fail(404, `No fake for ${method} ${path}`);
    if (answer.body instanceof Uint8Array) {
      return new Response(answer.body.slice(), { status: answer.status, headers: answer.headers });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };

  /** Storage holding a signed-in session for `user` (what a reload finds). */
  function signedInStorage(user: User): Record<string, string> {
    const { token, refreshToken } = issue(user);
    return {
      [STORAGE_KEYS.token]: token,
      [STORAGE_KEYS.refreshToken]: refreshToken,
      [STORAGE_KEYS.user]: JSON.stringify(user),
    };
  }

  return { fetch, calls, users, signedInStorage, handlers };
}
export type FakeApi = ReturnType<typeof createFakeApi>;
