import {
  DEFAULT_CAMPAIGN,
  type Permissions,
  permissionsForRole,
  type Role,
  STORAGE_KEYS,
  type User,
  userSchema,
} from '@laundry/domain';

/**
 * The one fake backend of the tests and stories: a table of request handlers in the envelope of
 * docs/decisions/001, with real sign-in, token rotation and "signed in" checks, reached through a
 * `fetch` function (web tests, Storybook) or a real HTTP server (`listen` in ./node, for the
 * client's and the CLI's wire-level tests). Each area adds its routes (./customers, ./orders, …),
 * built from the domain's schemas so a fake that drifts from them fails.
 */
export interface FakeRequest {
  method: string;
  /** After `/api`, e.g. `/customers/c-1`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON, or as they are when a string or bytes (a file download). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer this late (a slow network, a refresh racing other calls). */
  delayMs?: number;
}

export type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Answers the paths the handler table does not name (e.g. paths with ids); undefined → next. */
export type FakeRouter = (
  method: string,
  path: string,
  request: FakeRequest,
) => FakeReply | undefined | Promise<FakeReply | undefined>;

export const DEMO_PASSWORD = 'demo1234';

/** A user as GET /auth/profile answers it, checked against the domain's schema. */
export function makeUser(role: Role = 'admin', overrides: Partial<User> = {}): User {
  const permissions: Permissions = permissionsForRole(overrides.role ?? role);
  return userSchema.parse({
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
  });
}

export const ok = (data: unknown, message?: string): FakeReply => ({
  status: 200,
  body: { success: true, ...(message ? { message } : {}), data },
});

export const fail = (status: number, message: string, field?: string): FakeReply => ({
  status,
  body: { success: false, message, ...(field ? { field } : {}) },
});

/** What a domain (zod) schema's `safeParse` answers; kept structural so zod is not a dependency. */
interface BodySchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
}

/**
 * A request body read with the domain's input schema, the way the server reads it: the parsed
 * data, or the 400 the server answers (the first issue's message, under its field).
 */
export function readBody<T>(
  schema: BodySchema<T>,
  body: unknown,
): { data: T; refusal?: never } | { data?: never; refusal: FakeReply } {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data };
  const [issue] = result.error.issues;
  const field = issue?.path.map(String).join('.');
  return { refusal: fail(400, issue?.message ?? 'Invalid input', field || undefined) };
}

const withoutApi = (path: string) => path.replace(/^\/api(?=\/|$)/, '') || '/';

export interface FakeBackendOptions {
  /** false: the server runs without demo accounts (no demo block in the public config). */
  demo?: boolean;
  /** Who may sign in with DEMO_PASSWORD; an admin and a cashier by default. */
  users?: User[];
  /** Routes by `'METHOD /path'` (after /api); they replace the built-in ones of the same name. */
  handlers?: Record<string, Handler>;
  /** Routes with ids, tried in order after the table. */
  route?: FakeRouter | FakeRouter[];
  /** The tax rate the public config announces (basis points); 0 by default. */
  taxRateBasisPoints?: number;
}

export function createFakeBackend(options: FakeBackendOptions = {}) {
  const users = options.users ?? [makeUser('admin'), makeUser('cashier')];
  const routers = [options.route ?? []].flat();
  const requests: FakeRequest[] = [];
  const accessTokens = new Map<string, User>();
  const refreshTokens = new Map<string, User>();
  const state = { refreshCalls: 0, refreshDelayMs: 0 };
  let issued = 0;

  function issuePair(user: User = users[0] ?? makeUser('admin')) {
    issued += 1;
    const pair = { token: `access-${issued}`, refreshToken: `refresh-${issued}` };
    accessTokens.set(pair.token, user);
    refreshTokens.set(pair.refreshToken, user);
    return pair;
  }

  const bearer = (request: FakeRequest) =>
    request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const caller = (request: FakeRequest) => accessTokens.get(bearer(request));

  /** The handler's reply, or 401 without a valid access token. */
  function signedIn(handler: (request: FakeRequest, user: User) => FakeReply | Promise<FakeReply>) {
    return (request: FakeRequest) => {
      const user = caller(request);
      return user ? handler(request, user) : fail(401, 'Authentication required');
    };
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
        taxRateBasisPoints: options.taxRateBasisPoints ?? 0,
        campaign: DEFAULT_CAMPAIGN,
      }),
    'POST /auth/login': ({ body }) => {
      const { email, password } = (body ?? {}) as { email?: string; password?: string };
      const user = users.find((candidate) => candidate.email === email);
      if (!user || password !== DEMO_PASSWORD) return fail(401, 'Invalid email or password');
      return ok({ ...issuePair(user), user }, 'Login successful');
    },
    'POST /auth/refresh-token': ({ body }) => {
      state.refreshCalls += 1;
      const { refreshToken = '' } = (body ?? {}) as { refreshToken?: string };
      const user = refreshTokens.get(refreshToken);
      if (!user) {
        return { ...fail(401, 'Invalid or expired refresh token'), delayMs: state.refreshDelayMs };
      }
      refreshTokens.delete(refreshToken); // a refresh token works once: it rotates
      return { ...ok(issuePair(user)), delayMs: state.refreshDelayMs };
    },
    'GET /auth/profile': signedIn((_request, user) => ok({ user })),
    'PUT /auth/profile': signedIn((request, user) => {
      const updated = { ...user, ...(request.body as Partial<User>) };
      accessTokens.set(bearer(request), updated);
      return ok({ user: updated }, 'Profile updated successfully');
    }),
    'PUT /auth/change-password': signedIn((_request, user) => ok(issuePair(user))),
    'POST /auth/logout': signedIn((request) => {
      accessTokens.delete(bearer(request));
      return ok(null, 'Logged out');
    }),
    ...options.handlers,
  };

  /** One request through the table, then the routers; 404 when nothing answers. */
  async function handle(request: FakeRequest): Promise<FakeReply> {
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    for (const router of routers) {
      const reply = await router(request.method, request.path, request);
      if (reply) return reply;
    }
    return fail(404, `No fake for ${request.method} ${request.path}`);
  }

  /** The backend behind a fetch function, for the web's tests and stories. */
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const raw = init?.body;
    const reply = await handle({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: withoutApi(url.pathname),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' && raw ? JSON.parse(raw) : undefined,
    });
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return toResponse(reply);
  };

  /** Storage holding a signed-in session for `user` (what a reload finds). */
  function signedInStorage(user: User): Record<string, string> {
    const { token, refreshToken } = issuePair(user);
    return {
      [STORAGE_KEYS.token]: token,
      [STORAGE_KEYS.refreshToken]: refreshToken,
      [STORAGE_KEYS.user]: JSON.stringify(user),
    };
  }

  return {
    fetch,
    handle,
    handlers,
    users,
    state,
    /** Every request, in order, path after /api. */
    requests,
    /** The requests made to one route. */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === withoutApi(path)),
    /** Adds or replaces a route (`path` with or without /api). */
    route(method: string, path: string, handler: Handler) {
      handlers[`${method} ${withoutApi(path)}`] = handler;
    },
    signedIn,
    issuePair,
    signedInStorage,
    /** Every access token given so far stops working (they "expire"). */
    expireAccessTokens: () => accessTokens.clear(),
  };
}
export type FakeBackend = ReturnType<typeof createFakeBackend>;

/** A reply as the fetch API's Response: JSON unless it is text or bytes. */
export function toResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  const { body } = reply;
  if (body instanceof Uint8Array || typeof body === 'string') {
    const bytes = typeof body === 'string' ? body : body.slice();
    return new Response(bytes, { status, headers: reply.headers });
  }
  if (body === undefined) return new Response(null, { status, headers: reply.headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...reply.headers },
  });
}
