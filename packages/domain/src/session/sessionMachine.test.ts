import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuthResult, LoginInput, RegisterInput, User } from '../auth';
import { permissionsForRole } from '../auth';
import { isLoggedIn, type LogoutInput, sessionMachine } from './sessionMachine';

const user: User = {
  _id: '4b6f2a8e-1c1d-4d0a-9a54-8f1f3e0f6a01',
  name: 'Nimal Perera',
  email: 'admin@laundry.test',
  role: 'admin',
  permissions: permissionsForRole('admin'),
  isActive: true,
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};
const result: AuthResult = { token: 'access', refreshToken: 'refresh', user };
const credentials: LoginInput = { email: 'admin@laundry.test', password: 'demo1234' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(
  actors: {
    restore?: () => Promise<AuthResult | null>;
    login?: (input: LoginInput) => Promise<AuthResult>;
    register?: (input: RegisterInput) => Promise<AuthResult>;
    logout?: (input: LogoutInput) => Promise<void>;
  } = {},
) {
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(actors.restore ?? (async () => null)),
      login: fromPromise(async ({ input }) => (actors.login ?? (async () => result))(input)),
      register: fromPromise(async ({ input }) => (actors.register ?? (async () => result))(input)),
      logout: fromPromise(async ({ input }) => (actors.logout ?? (async () => {}))(input)),
    },
  });
  return createActor(machine).start();
}

describe('sessionMachine', () => {
  it('is loading while it restores, then signed in with the stored session', async () => {
    const restore = deferred<AuthResult | null>();
    const actor = start({ restore: () => restore.promise });
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    restore.resolve(result);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context).toEqual({
      user,
      token: 'access',
      refreshToken: 'refresh',
      error: null,
    });
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(isLoggedIn(snapshot)).toBe(true);
  });

  it('ends signed out when nothing is stored', async () => {
    const actor = start({ restore: async () => null });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.error).toBeNull();
    expect(isLoggedIn(snapshot)).toBe(false);
  });

  it('ends signed out, quietly, when restoring fails', async () => {
    const actor = start({
      restore: async () => {
        throw new Error('401');
      },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toEqual({ user: null, token: null, refreshToken: null, error: null });
  });

  it('throws "not provided" when a caller forgets to supply an actor', async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
  });

  it('signs in: clears the error, is loading, then stores the result', async () => {
    const login = deferred<AuthResult>();
    const calls: LoginInput[] = [];
    const actor = start({
      login: (input) => {
        calls.push(input);
        return login.promise;
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.login', input: credentials });
    expect(actor.getSnapshot().matches('authenticating')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual([credentials]);
    login.resolve(result);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.token).toBe('access');
    expect(snapshot.context.user).toEqual(user);
  });

  it('keeps the failure message and clears it on the next attempt', async () => {
    let attempt = 0;
    const actor = start({
      login: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Invalid email or password');
        return result;
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.login', input: credentials });
    let snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context).toEqual({
      user: null,
      token: null,
      refreshToken: null,
      error: 'Invalid email or password',
    });
    actor.send({ type: 'session.login', input: credentials });
    expect(actor.getSnapshot().context.error).toBeNull();
    snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.error).toBeNull();
  });

  it("falls back to the spec's messages when a failure carries none", async () => {
    const actor = start({
      login: async () => {
        throw new Error('');
      },
      register: async () => {
        throw {};
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.login', input: credentials });
    expect((await waitFor(actor, (s) => s.context.error !== null)).context.error).toBe(
      'Login failed',
    );
    actor.send({
      type: 'session.register',
      input: { name: 'First Admin', email: 'a@b.lk', password: 'secret1' },
    });
    expect((await waitFor(actor, (s) => s.context.error !== null)).context.error).toBe(
      'Registration failed',
    );
  });

  it('registers through the register actor', async () => {
    const register = vi.fn(async (_: RegisterInput) => result);
    const actor = start({ register });
    await waitFor(actor, (s) => s.matches('signedOut'));
    const input: RegisterInput = { name: 'First Admin', email: 'a@b.lk', password: 'secret1' };
    actor.send({ type: 'session.register', input });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(register).toHaveBeenCalledWith(input);
  });

  it('signs out through the logout actor, with the session it ends', async () => {
    const logout = vi.fn(async (_: LogoutInput) => {});
    const actor = start({ restore: async () => result, logout });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(logout).toHaveBeenCalledWith({ token: 'access', refreshToken: 'refresh' });
    expect(snapshot.context).toEqual({ user: null, token: null, refreshToken: null, error: null });
  });

  it('ends signed out even when the logout call fails', async () => {
    const actor = start({
      restore: async () => result,
      logout: async () => {
        throw new Error('Network Error');
      },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toEqual({ user: null, token: null, refreshToken: null, error: null });
  });

  it('takes an updated user and drops the session when it expires', async () => {
    const actor = start({ restore: async () => result });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.userUpdated', user: { ...user, name: 'Kamala Silva' } });
    expect(actor.getSnapshot().context.user?.name).toBe('Kamala Silva');
    expect(actor.getSnapshot().context.token).toBe('access');
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('ignores sign-in events while signed in and sign-out while signed out', async () => {
    const actor = start({ restore: async () => result });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.can({ type: 'session.login', input: credentials })).toBe(false);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().can({ type: 'session.logout' })).toBe(false);
  });
});
