import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@laundry/domain';
import { permissionsForRole } from '@laundry/domain';

/**
 * A real HTTP server on 127.0.0.1 that imitates the few API endpoints the client's tests need,
 * with the envelope and status codes of docs/decisions/001. Tokens are plain counters.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON unless it is a string or a Buffer. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const ADMIN_PASSWORD = 'demo1234';

export function fakeUser(overrides: Partial<User> = {}): User {
  const role = overrides.role ?? 'admin';
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Demo Admin',
    email: 'admin@laundry.test',
    role,
    permissions: permissionsForRole(role),
    isActive: true,
    lastLogin: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export async function startFakeApi() {
  const routes = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  let issued = 0;
  const state = { refreshCalls: 0, refreshDelayMs: 0, user: fakeUser() };

  function issuePair() {
    issued += 1;
    const pair = { token: `access-${issued}`, refreshToken: `refresh-${issued}` };
    accessTokens.add(pair.token);
    refreshTokens.add(pair.refreshToken);
    return pair;
  }

  function bearer(request: FakeRequest): string | undefined {
    const header = request.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  }

  /** The reply for a signed-in route: the handler's, or 401 without a valid access token. */
  function signedIn(handler: FakeHandler): FakeHandler {
    return (request) => {
      const token = bearer(request);
      if (!token || !accessTokens.has(token)) {
        return { status: 401, body: { success: false, message: 'Authentication required' } };
      }
      return handler(request);
    };
  }

  function route(method: string, path: string, handler: FakeHandler) {
    routes.set(`${method} ${path}`, handler);
  }

  route('POST', '/api/auth/login', ({ body }) => {
    const { email, password } = (body ?? {}) as { email?: string; password?: string };
    if (email !== state.user.email || password !== ADMIN_PASSWORD) {
      return { status: 401, body: { success: false, message: 'Invalid email or password' } };
    }
    return {
      body: {
        success: true,
        message: 'Login successful',
        data: { ...issuePair(), user: state.user },
      },
    };
  });
  route('POST', '/api/auth/refresh-token', ({ body }) => {
    state.refreshCalls += 1;
    const { refreshToken } = (body ?? {}) as { refreshToken?: string };
    if (!refreshToken || !refreshTokens.has(refreshToken)) {
      return {
        status: 401,
        delayMs: state.refreshDelayMs,
        body: { success: false, message: 'Invalid or expired refresh token' },
      };
    }
    refreshTokens.delete(refreshToken);
    return { delayMs: state.refreshDelayMs, body: { success: true, data: issuePair() } };
  });
  route(
    'GET',
    '/api/auth/profile',
    signedIn(() => ({ body: { success: true, data: { user: state.user } } })),
  );
  route(
    'POST',
    '/api/auth/logout',
    signedIn((request) => {
      accessTokens.delete(bearer(request) ?? '');
      return { body: { success: true, message: 'Logged out', data: null } };
    }),
  );

  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body,
    };
    requests.push(request);
    const handler = routes.get(`${request.method} ${request.path}`);
    const reply: FakeReply = handler
      ? await handler(request)
      : { status: 404, body: { success: false, message: 'Route not found' } };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (outgoing.destroyed) return;
    const payload =
      typeof reply.body === 'string' || Buffer.isBuffer(reply.body)
        ? reply.body
        : reply.body === undefined
          ? ''
          : JSON.stringify(reply.body);
    const isJson = !(typeof reply.body === 'string' || Buffer.isBuffer(reply.body));
    outgoing.writeHead(reply.status ?? 200, {
      ...(isJson && reply.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...reply.headers,
    });
    outgoing.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    state,
    requests,
    route,
    signedIn,
    /** A valid pair, as if someone had signed in. */
    issuePair,
    /** Every access token given so far stops working (they "expire"). */
    expireAccessTokens: () => accessTokens.clear(),
    /** The requests made to one path. */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === `/api${path}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
