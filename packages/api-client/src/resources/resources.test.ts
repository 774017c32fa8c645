import { STORAGE_KEYS } from '@laundry/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { createMemoryStorage, type TokenStorage } from '../storage';
import { DEMO_PASSWORD, type FakeServer, makeUser, startFakeApi } from '../testing/node';

let api: FakeServer;
let storage: TokenStorage;
const onSessionExpired = vi.fn<() => void>();

function signedInClient() {
  const pair = api.issuePair();
  storage.setItem(STORAGE_KEYS.token, pair.token);
  storage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(makeUser()));
  return createApiClient({ baseURL: api.url, storage, onSessionExpired });
}

beforeEach(async () => {
  api = await startFakeApi();
  storage = createMemoryStorage();
  onSessionExpired.mockClear();
});

afterEach(async () => {
  await api.close();
});

describe('auth.logout', () => {
  it('tells the server and clears the session', async () => {
    const laundry = signedInClient();
    await laundry.auth.logout();

    expect(api.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(laundry.session()).toEqual({ token: null, refreshToken: null, user: null });
  });

  it('clears the session even when the server fails', async () => {
    api.route('POST', '/api/auth/logout', () => ({
      status: 500,
      body: { success: false, message: 'Internal server error' },
    }));
    const laundry = signedInClient();

    await expect(laundry.auth.logout()).rejects.toBeInstanceOf(ApiError);
    expect(laundry.session()).toEqual({ token: null, refreshToken: null, user: null });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the session quietly when the refresh is refused during sign-out', async () => {
    const laundry = signedInClient();
    api.expireAccessTokens();
    storage.setItem(STORAGE_KEYS.refreshToken, 'revoked');

    await expect(laundry.auth.logout()).rejects.toBeInstanceOf(ApiError);
    expect(laundry.session().token).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token so the server can revoke the session', async () => {
    const laundry = signedInClient();
    api.expireAccessTokens();

    await laundry.auth.logout();

    expect(api.state.refreshCalls).toBe(1);
    expect(api.calls('POST', '/auth/logout').at(-1)?.headers.get('authorization')).toBe(
      'Bearer access-2',
    );
    expect(laundry.session().refreshToken).toBeNull();
  });
});

describe('auth', () => {
  it('register signs the first administrator in', async () => {
    api.route('POST', '/api/auth/register', () => ({
      status: 201,
      body: {
        success: true,
        data: { token: 'first-t', refreshToken: 'first-r', user: makeUser() },
      },
    }));
    const laundry = createApiClient({ baseURL: api.url, storage });

    await laundry.auth.register({
      name: 'First Admin',
      email: 'first@laundry.test',
      password: 'secret1',
    });

    expect(laundry.session()).toMatchObject({ token: 'first-t', refreshToken: 'first-r' });
    expect(api.calls('POST', '/auth/register')[0]?.headers.get('authorization')).toBeNull();
  });

  it('changePassword stores the new pair it answers', async () => {
    api.route(
      'PUT',
      '/api/auth/change-password',
      api.signedIn(() => ({
        body: {
          success: true,
          message: 'Password changed successfully',
          data: { token: 'new-t', refreshToken: 'new-r' },
        },
      })),
    );
    const laundry = signedInClient();

    const result = await laundry.auth.changePassword({
      currentPassword: DEMO_PASSWORD,
      newPassword: 'another1',
    });

    expect(result.message).toBe('Password changed successfully');
    expect(laundry.session()).toMatchObject({ token: 'new-t', refreshToken: 'new-r' });
  });

  it('updateProfile keeps the stored user up to date', async () => {
    api.route(
      'PUT',
      '/api/auth/profile',
      api.signedIn(({ body }) => ({
        body: {
          success: true,
          message: 'Profile updated successfully',
          data: { user: makeUser('admin', body as object) },
        },
      })),
    );
    const laundry = signedInClient();

    await laundry.auth.updateProfile({
      name: 'Renamed Admin',
      email: 'admin@laundry.test',
      phoneNumber: '0771234567',
    });

    expect(laundry.session().user).toMatchObject({
      name: 'Renamed Admin',
      phoneNumber: '0771234567',
    });
  });

  it('refresh trades the stored refresh token for a new pair', async () => {
    const laundry = signedInClient();
    const result = await laundry.auth.refresh();
    expect(result.data).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(laundry.session().token).toBe('access-2');
  });
});

describe('users', () => {
  it('lists with only the filters that are set', async () => {
    api.route(
      'GET',
      '/api/users',
      api.signedIn(() => ({
        body: {
          success: true,
          data: {
            users: [makeUser()],
            pagination: {
              currentPage: 1,
              totalPages: 1,
              totalUsers: 1,
              hasNext: false,
              hasPrev: false,
            },
          },
        },
      })),
    );
    const laundry = signedInClient();

    const { data } = await laundry.users.list({
      search: '',
      role: 'admin',
      isActive: true,
      page: 1,
    });

    expect(data.users).toEqual([makeUser()]);
    expect(data.pagination.totalUsers).toBe(1);
    expect(api.calls('GET', '/users')[0]?.query.toString()).toBe('role=admin&isActive=true&page=1');
  });

  it('calls each user route with its method and escaped id', async () => {
    const seen: string[] = [];
    const answer = api.signedIn((request) => {
      seen.push(`${request.method} ${request.path}`);
      return { body: { success: true, data: { user: makeUser() } } };
    });
    for (const [method, path] of [
      ['GET', '/api/users/a%2Fb'],
      ['PUT', '/api/users/a%2Fb'],
      ['DELETE', '/api/users/a%2Fb'],
      ['PUT', '/api/users/a%2Fb/password'],
      ['PUT', '/api/users/a%2Fb/toggle-status'],
      ['GET', '/api/users/stats'],
    ] as const) {
      api.route(method, path, answer);
    }
    const laundry = signedInClient();

    await laundry.users.get('a/b');
    await laundry.users.update('a/b', {
      name: 'N',
      email: 'n@laundry.test',
      role: 'cashier',
      version: 1,
    });
    await laundry.users.remove('a/b');
    await laundry.users.setPassword('a/b', { newPassword: 'secret1' });
    await laundry.users.toggleStatus('a/b');
    await laundry.users.stats();

    expect(seen).toEqual([
      'GET /users/a%2Fb',
      'PUT /users/a%2Fb',
      'DELETE /users/a%2Fb',
      'PUT /users/a%2Fb/password',
      'PUT /users/a%2Fb/toggle-status',
      'GET /users/stats',
    ]);
  });
});

describe('outbox', () => {
  const message = {
    _id: 'm-1',
    to: 'nimali@mail.lk',
    subject: 'Receipt ORD-000001',
    text: 'Total: LKR 850.00',
    state: 'waiting',
    error: null,
    channel: 'email',
    orderId: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    sentAt: null,
  };

  it('lists with the filters in the query and reads one message by its escaped id', async () => {
    api.route(
      'GET',
      '/api/outbox',
      api.signedIn(() => ({
        body: {
          success: true,
          data: {
            messages: [message],
            pagination: {
              currentPage: 1,
              totalPages: 1,
              totalMessages: 1,
              hasNext: false,
              hasPrev: false,
            },
          },
        },
      })),
    );
    api.route(
      'GET',
      '/api/outbox/m%2F1',
      api.signedIn(() => ({ body: { success: true, data: { message } } })),
    );
    const laundry = signedInClient();

    const { data } = await laundry.outbox.list({ state: 'waiting', search: 'receipt', page: 2 });
    expect(data.messages).toEqual([message]);
    expect(api.calls('GET', '/outbox')[0]?.query.toString()).toBe(
      'state=waiting&search=receipt&page=2',
    );
    expect((await laundry.outbox.get('m/1')).data.message.subject).toBe('Receipt ORD-000001');
  });

  it('refuses an answer that is not an outbox page', async () => {
    api.route(
      'GET',
      '/api/outbox',
      api.signedIn(() => ({ body: { success: true, data: { messages: [{ to: 1 }] } } })),
    );
    await expect(signedInClient().outbox.list()).rejects.toBeInstanceOf(ApiError);
  });
});
