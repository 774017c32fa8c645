import { STORAGE_KEYS } from '@laundry/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './errors';
import { createMemoryStorage, type TokenStorage } from './storage';
import { DEMO_PASSWORD, type FakeServer, makeUser, startFakeApi } from './testing/node';
import type { RefreshLock } from './transport';

let api: FakeServer;
let storage: TokenStorage;
let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;

function client(options: { timeoutMs?: number } = {}) {
  return createApiClient({ baseURL: api.url, storage, onSessionExpired, ...options });
}

/** Stores a pair the server knows, then makes its access token stale, as after 15 minutes. */
function storeExpiredSession() {
  const pair = api.issuePair();
  storage.setItem(STORAGE_KEYS.token, pair.token);
  storage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(makeUser()));
  api.expireAccessTokens();
  return pair;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(async () => {
  api = await startFakeApi();
  storage = createMemoryStorage();
  onSessionExpired = vi.fn<() => void>();
});

afterEach(async () => {
  await api.close();
});

describe('the bearer token', () => {
  it('goes with signed-in calls and not with public ones', async () => {
    api.route('GET', '/api/public/config', () => ({
      body: {
        success: true,
        data: {
          demo: null,
          business: {
            name: 'Campus Wash',
            address: '12 College Road',
            phone: '0771234567',
            email: 'hello@campuswash.test',
            timeZone: 'Asia/Colombo',
          },
          campaign: { startDate: '2026-11-01', endDate: '2026-12-31' },
        },
      },
    }));
    api.route('POST', '/api/auth/check-email', () => ({
      body: { success: true, data: { available: true } },
    }));
    const laundry = client();

    await laundry.auth.login({ email: 'admin@laundry.test', password: DEMO_PASSWORD });
    await laundry.publicConfig.get();
    await laundry.auth.checkEmail('someone@laundry.test');
    await laundry.auth.profile();

    const token = storage.getItem(STORAGE_KEYS.token);
    expect(token).toBe('access-1');
    expect(api.calls('POST', '/auth/login')[0]?.headers.get('authorization')).toBeNull();
    expect(api.calls('GET', '/public/config')[0]?.headers.get('authorization')).toBeNull();
    expect(api.calls('POST', '/auth/check-email')[0]?.headers.get('authorization')).toBeNull();
    expect(api.calls('GET', '/auth/profile')[0]?.headers.get('authorization')).toBe(
      `Bearer ${token}`,
    );
  });

  it('sends JSON and asks for JSON', async () => {
    await client().auth.login({ email: 'admin@laundry.test', password: DEMO_PASSWORD });
    const [login] = api.calls('POST', '/auth/login');
    expect(login?.headers.get('content-type')).toBe('application/json');
    expect(login?.headers.get('accept')).toBe('application/json');
    expect(login?.body).toEqual({ email: 'admin@laundry.test', password: DEMO_PASSWORD });
  });
});

describe('sign-in', () => {
  it('stores the token, the refresh token and the user under the spec keys', async () => {
    const laundry = client();
    const result = await laundry.auth.login({
      email: 'admin@laundry.test',
      password: DEMO_PASSWORD,
      rememberMe: true,
    });

    expect(result).toMatchObject({ success: true, message: 'Login successful' });
    expect(storage.getItem('auth_token')).toBe('access-1');
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(storage.getItem('user_data') ?? 'null')).toEqual(makeUser());
    expect(laundry.session()).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-1',
      user: makeUser(),
    });
  });

  it('rejects a wrong password with the server message and stores nothing', async () => {
    const error = await rejection(
      client().auth.login({ email: 'admin@laundry.test', password: 'wrong-one' }),
    );
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(storage.getItem('auth_token')).toBeNull();
    expect(api.state.refreshCalls).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('on a 401', () => {
  it('refreshes once, stores the new pair and repeats the call', async () => {
    const old = storeExpiredSession();
    const result = await client().auth.profile();

    expect(result.data.user.email).toBe('admin@laundry.test');
    expect(api.state.refreshCalls).toBe(1);
    expect(api.calls('POST', '/auth/refresh-token')[0]?.body).toEqual({
      refreshToken: old.refreshToken,
    });
    expect(api.calls('POST', '/auth/refresh-token')[0]?.headers.get('authorization')).toBeNull();
    const profileCalls = api.calls('GET', '/auth/profile');
    expect(profileCalls.map((call) => call.headers.get('authorization'))).toEqual([
      `Bearer ${old.token}`,
      'Bearer access-2',
    ]);
    expect(storage.getItem('auth_token')).toBe('access-2');
    expect(storage.getItem('refresh_token')).toBe('refresh-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh among five concurrent calls', async () => {
    storeExpiredSession();
    api.state.refreshDelayMs = 50;
    const laundry = client();

    const results = await Promise.all(Array.from({ length: 5 }, () => laundry.auth.profile()));

    expect(results.every((result) => result.success)).toBe(true);
    expect(api.state.refreshCalls).toBe(1);
    expect(api.calls('GET', '/auth/profile')).toHaveLength(10);
    expect(storage.getItem('auth_token')).toBe('access-2');
  });

  it('shares one refresh between two tabs: one storage, one lock, two clients', async () => {
    storeExpiredSession();
    api.state.refreshDelayMs = 50;
    // What navigator.locks does between tabs: one holder at a time, in order.
    let queue: Promise<unknown> = Promise.resolve();
    const refreshLock: RefreshLock = (work) => {
      const run = queue.then(work, work);
      queue = run.catch(() => undefined);
      return run;
    };
    const tabs = [1, 2].map(() =>
      createApiClient({ baseURL: api.url, storage, onSessionExpired, refreshLock }),
    );

    const results = await Promise.all(tabs.map((tab) => tab.auth.profile()));

    expect(results.every((result) => result.success)).toBe(true);
    expect(api.state.refreshCalls).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('uses the Web Lock of the browser when there is one', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, work: () => Promise<unknown>) => {
          names.push(name);
          return work();
        },
      },
    });
    try {
      storeExpiredSession();
      await client().auth.profile();
      expect(names).toEqual(['laundry:refresh-token']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not refresh again for a call whose 401 arrives after another call refreshed', async () => {
    const old = storeExpiredSession();
    let slowFirst = true;
    api.route(
      'GET',
      '/api/slow-protected',
      api.signedIn(() => ({ body: { success: true, data: 'ok' } })),
    );
    // The first answer (a 401 for the stale token) is held until the refresh has happened.
    api.route('GET', '/api/late-401', (request) => {
      if (slowFirst) {
        slowFirst = false;
        return { status: 401, delayMs: 150, body: { success: false, message: 'Expired' } };
      }
      return request.headers.get('authorization') === 'Bearer access-2'
        ? { body: { success: true, data: 'late ok' } }
        : { status: 401, body: { success: false, message: 'Expired' } };
    });
    const laundry = client();

    const [late, quick] = await Promise.all([
      laundry.raw.request('/late-401'),
      laundry.raw.request('/slow-protected'),
    ]);

    expect(late.data).toBe('late ok');
    expect(quick.data).toBe('ok');
    expect(api.state.refreshCalls).toBe(1);
    expect(old.token).not.toBe(storage.getItem('auth_token'));
  });

  it('does not store the new pair when the user signed out while the refresh was under way', async () => {
    storeExpiredSession();
    api.state.refreshDelayMs = 100;
    const laundry = client();

    const pending = rejection(laundry.auth.profile());
    await vi.waitFor(() => expect(api.calls('POST', '/auth/refresh-token')).toHaveLength(1));
    laundry.raw.session.clear();
    const error = await pending;

    expect(error.status).toBe(401);
    expect(storage.getItem('auth_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
  });

  it('clears the session and fires onSessionExpired once when the refresh is refused', async () => {
    storeExpiredSession();
    storage.setItem(STORAGE_KEYS.refreshToken, 'revoked-refresh-token');
    const laundry = client();

    const errors = await Promise.all(
      Array.from({ length: 3 }, () => rejection(laundry.auth.profile())),
    );

    for (const error of errors) {
      expect(error).toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    }
    expect(api.state.refreshCalls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(laundry.session()).toEqual({ token: null, refreshToken: null, user: null });
  });

  it('does not announce the end twice when a 401 arrives after the refused refresh', async () => {
    storeExpiredSession();
    storage.setItem(STORAGE_KEYS.refreshToken, 'revoked-refresh-token');
    api.route('GET', '/api/late-401', () => ({
      status: 401,
      delayMs: 150,
      body: { success: false, message: 'Expired' },
    }));
    const laundry = client();

    const [late, quick] = await Promise.all([
      rejection(laundry.raw.request('/late-401')),
      rejection(laundry.auth.profile()),
    ]);

    expect(late.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(quick.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(api.state.refreshCalls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a missing refresh token as an expired session', async () => {
    storage.setItem(STORAGE_KEYS.token, 'stale');
    const error = await rejection(client().auth.profile());

    expect(error.status).toBe(401);
    expect(api.state.refreshCalls).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storage.getItem('auth_token')).toBeNull();
  });

  it('does not loop when the repeated call is refused again', async () => {
    storeExpiredSession();
    api.route('GET', '/api/always-401', () => ({
      status: 401,
      body: { success: false, message: 'Still not allowed' },
    }));

    const error = await rejection(client().raw.request('/always-401'));

    expect(error).toMatchObject({ status: 401, message: 'Still not allowed' });
    expect(api.calls('GET', '/always-401')).toHaveLength(2);
    expect(api.state.refreshCalls).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for a passing reason (503)', async () => {
    const old = storeExpiredSession();
    api.route('POST', '/api/auth/refresh-token', () => ({
      status: 503,
      body: { success: false, message: 'Service unavailable' },
    }));

    const error = await rejection(client().auth.profile());

    expect(error).toMatchObject({ status: 503, message: 'Service unavailable' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem('refresh_token')).toBe(old.refreshToken);
  });

  it('does not refresh for public calls', async () => {
    storeExpiredSession();
    api.route('POST', '/api/auth/check-email', () => ({
      status: 401,
      body: { success: false, message: 'Nope' },
    }));

    const error = await rejection(client().auth.checkEmail('a@b.test'));

    expect(error.message).toBe('Nope');
    expect(api.state.refreshCalls).toBe(0);
  });
});

describe('failures become ApiError', () => {
  it('keeps the server message, the field at fault and the body', async () => {
    api.route('POST', '/api/users', () => ({
      status: 409,
      body: { success: false, message: 'A user with this email already exists', field: 'email' },
    }));
    storage.setItem(STORAGE_KEYS.token, api.issuePair().token);

    const error = await rejection(
      client().users.create({
        name: 'Nimal',
        email: 'taken@laundry.test',
        password: 'secret1',
        role: 'cashier',
      }),
    );

    expect(error).toMatchObject({
      status: 409,
      kind: 'response',
      message: 'A user with this email already exists',
      field: 'email',
      data: { success: false, message: 'A user with this email already exists', field: 'email' },
    });
  });

  it('explains an answer without a message by its status', async () => {
    api.route('GET', '/api/public/config', () => ({
      status: 502,
      body: '<html>Bad gateway</html>',
    }));

    const error = await rejection(client().publicConfig.get());

    expect(error.status).toBe(502);
    expect(error.message).toMatch(/server failed to answer \(502/);
  });

  it('reports a timeout clearly', async () => {
    api.route('GET', '/api/public/config', () => ({
      delayMs: 400,
      body: { success: true, data: null },
    }));

    const error = await rejection(client({ timeoutMs: 100 }).publicConfig.get());

    expect(error).toMatchObject({ status: 0, kind: 'timeout' });
    expect(error.message).toBe(
      'Request timeout: the server did not answer within 0.1 s. Please try again.',
    );
  });

  it('reports a server that cannot be reached', async () => {
    const { url } = api;
    await api.close();
    const laundry = createApiClient({ baseURL: url, storage });

    const error = await rejection(laundry.publicConfig.get());

    expect(error).toMatchObject({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE });
    api = await startFakeApi(); // afterEach closes it
  });

  it('reports a call the caller cancelled', async () => {
    api.route('GET', '/api/public/config', () => ({ delayMs: 300, body: { success: true } }));
    const controller = new AbortController();
    const pending = client().raw.request('/public/config', {
      public: true,
      signal: controller.signal,
    });
    controller.abort();

    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
  });

  it('keeps the warning a call answers beside its message (send-bank-details)', async () => {
    const delivery = {
      sentVia: null,
      details: { to: 'ruwan@mail.lk', amount: 875, reference: 'ORD-000123' },
      bankDetails: {
        bankName: 'Bank of Ceylon',
        branch: 'Moratuwa',
        accountName: 'Campus Clean Laundry',
        accountNumber: '0000 1234 5678',
      },
    };
    api.route('POST', '/api/orders/o-1/send-bank-details', () => ({
      body: {
        success: true,
        message: 'Bank details saved in the outbox: email service not configured',
        warning: 'email service not configured',
        data: delivery,
      },
    }));
    storage.setItem(STORAGE_KEYS.token, api.issuePair().token);
    const answer = await client().orders.sendBankDetails('o-1', { amount: 875 });
    expect(answer).toEqual({
      success: true,
      message: 'Bank details saved in the outbox: email service not configured',
      warning: 'email service not configured',
      data: delivery,
    });
  });

  it('refuses an answer that is not the envelope', async () => {
    api.route('GET', '/api/public/config', () => ({ body: { hello: 'world' } }));
    const error = await rejection(client().publicConfig.get());
    expect(error).toMatchObject({ status: 200, kind: 'invalid-response' });
  });

  it('refuses a user that does not read as a user', async () => {
    api.route('POST', '/api/auth/login', () => ({
      body: { success: true, data: { token: 't', refreshToken: 'r', user: { name: 'x' } } },
    }));
    const error = await rejection(
      client().auth.login({ email: 'admin@laundry.test', password: DEMO_PASSWORD }),
    );
    expect(error.kind).toBe('invalid-response');
    expect(storage.getItem('auth_token')).toBeNull();
  });
});

describe('files', () => {
  it('downloads bytes with the name the server gave', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]);
    api.route(
      'GET',
      '/api/reports/export/revenue',
      api.signedIn((request) => ({
        body: bytes,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="revenue-report.xlsx"; x=${request.query.get('groupBy')}`,
        },
      })),
    );
    storage.setItem(STORAGE_KEYS.token, api.issuePair().token);

    const file = await client().raw.download('/reports/export/revenue', {
      query: { groupBy: 'day', startDate: undefined },
    });

    expect(new Uint8Array(file.data)).toEqual(new Uint8Array(bytes));
    expect(file.filename).toBe('revenue-report.xlsx');
    expect(file.contentType).toContain('spreadsheetml');
    expect(api.calls('GET', '/reports/export/revenue')[0]?.query.toString()).toBe('groupBy=day');
  });

  it('reads the JSON message of a failed download', async () => {
    api.route('GET', '/api/reports/export/revenue', () => ({
      status: 403,
      body: { success: false, message: 'You do not have permission to export reports' },
    }));

    const error = await rejection(client().raw.download('/reports/export/revenue'));

    expect(error).toMatchObject({
      status: 403,
      message: 'You do not have permission to export reports',
    });
  });
});

describe('a read the server sheds (503 with Retry-After)', () => {
  const busy = {
    status: 503,
    headers: { 'retry-after': '1' },
    body: { success: false, message: 'The server is busy with other reports and exports.' },
  };

  it('is repeated after the wait the server asked for, and the waiting is announced', async () => {
    let calls = 0;
    api.route('GET', '/api/reports/revenue', () => {
      calls += 1;
      return calls === 1 ? busy : { body: { success: true, data: { ok: true } } };
    });
    const events: unknown[] = [];
    const laundry = createApiClient({
      baseURL: api.url,
      storage,
      onBusy: (event) => events.push(event),
    });
    const started = Date.now();
    const answer = await laundry.raw.request('/reports/revenue');
    expect(answer.data).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls).toBe(2);
    expect(events).toEqual([
      { waiting: 1, retryAfterSeconds: 1, attempt: 1 },
      { waiting: 0, retryAfterSeconds: null, attempt: 0 },
    ]);
  });

  it("fails with the server's message once the repeats are spent, and never repeats a write", async () => {
    api.route('GET', '/api/reports/revenue', () => busy);
    api.route('POST', '/api/admin/restore', () => busy);
    const laundry = createApiClient({ baseURL: api.url, storage, busyRetries: 1 });
    const read = await rejection(laundry.raw.request('/reports/revenue'));
    expect(read.status).toBe(503);
    expect(read.message).toBe(busy.body.message);
    expect(api.calls('GET', '/reports/revenue')).toHaveLength(2);
    const write = await rejection(laundry.raw.request('/admin/restore', { method: 'POST' }));
    expect(write.status).toBe(503);
    expect(api.calls('POST', '/admin/restore')).toHaveLength(1);
  });

  it('stops waiting as soon as the caller cancels', async () => {
    api.route('GET', '/api/reports/revenue', () => ({ ...busy, headers: { 'retry-after': '10' } }));
    const laundry = client();
    const cancel = new AbortController();
    const pending = laundry.raw.request('/reports/revenue', { signal: cancel.signal });
    setTimeout(() => cancel.abort(), 200);
    const started = Date.now();
    await expect(pending).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(api.calls('GET', '/reports/revenue')).toHaveLength(1);
  });
});
