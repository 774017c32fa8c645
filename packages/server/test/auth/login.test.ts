import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema';
import { accounts, PASSWORD, snapshot, useTestApp } from '../helpers/test-app';

const LOCK_MESSAGE =
  'Account temporarily locked due to multiple failed login attempts. Please try again in 5 minutes.';
const MINUTE = 60_000;

describe('POST /api/auth/login', () => {
  const t = useTestApp();

  function login(email: string, password: string, remoteAddress = '127.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  it('signs in: tokens, the user with permissions, lastLogin set, one session stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ADMIN@laundry.test ', password: PASSWORD, rememberMe: false },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: {
        user: {
          _id: t.ids.admin,
          name: 'Shop Owner',
          email: 'admin@laundry.test',
          role: 'admin',
          isActive: true,
          lastLogin: t.clock().toISOString(),
        },
      },
    });
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user.permissions.users).toContain('delete');
    expect(body.data.user).not.toHaveProperty('passwordHash');

    const sessions = await t.db.select().from(refreshTokens);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).not.toBe(body.data.refreshToken);
    expect(sessions[0]?.expiresAt.getTime()).toBe(t.clock().getTime() + 12 * 60 * MINUTE);
  });

  it('gives a cashier the cashier permissions', async () => {
    const response = await login(accounts.cashier.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    const { permissions } = response.json().data.user;
    expect(permissions.orders).toEqual(['create', 'read', 'update']);
    expect(permissions.users).toBeUndefined();
  });

  it('keeps a remember-me session for 30 days', async () => {
    await t.login('cashier', { rememberMe: true });
    const [session] = await t.db.select().from(refreshTokens);
    expect(session?.rememberMe).toBe(true);
    expect(session?.expiresAt.getTime()).toBe(t.clock().getTime() + 30 * 24 * 60 * MINUTE);
  });

  it('refuses a wrong password with 401 and stores no session', async () => {
    const before = await snapshot(t.db);
    const response = await login(accounts.admin.email, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
    const after = await snapshot(t.db);
    expect(after.users).toEqual(before.users);
    expect(after.refreshTokens).toEqual([]);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await login('nobody@laundry.test', PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(await t.db.select().from(refreshTokens)).toEqual([]);
  });

  it('refuses an inactive account with 403 once the password is right', async () => {
    const before = await snapshot(t.db);
    const response = await login(accounts.inactive.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'Your account has been deactivated. Please contact an administrator.',
    });
    expect(await snapshot(t.db)).toEqual(before);

    // A wrong password does not reveal that the account is inactive.
    expect((await login(accounts.inactive.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('locks the account on the 5th failure for exactly 5 minutes, even for the right password', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await login(accounts.cashier.email, `wrong-${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const fifth = await login(accounts.cashier.email, 'wrong-5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ success: false, message: LOCK_MESSAGE });
    expect(fifth.headers['retry-after']).toBe('300');

    // Locked: the right password is refused too, and trying does not extend the lock.
    t.clock.advance(4 * MINUTE);
    const locked = await login(accounts.cashier.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCK_MESSAGE);
    expect(locked.headers['retry-after']).toBe('60');
    expect(await t.db.select().from(refreshTokens)).toEqual([]);

    // Another account is not affected.
    expect((await login(accounts.admin.email, PASSWORD)).statusCode).toBe(200);

    t.clock.advance(MINUTE);
    const unlocked = await login(accounts.cashier.email, PASSWORD);
    expect(unlocked.statusCode).toBe(200);
  });

  it('starts counting afresh after the lock ends', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login(accounts.cashier.email, `wrong-${attempt}`);
    }
    t.clock.advance(5 * MINUTE);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(accounts.cashier.email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(accounts.cashier.email, 'wrong-5')).statusCode).toBe(429);
  });

  it('resets the count of the account after a successful sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(accounts.cashier.email, `wrong-${attempt}`);
    }
    expect((await login(accounts.cashier.email, PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(accounts.cashier.email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
  });

  it('forgets failures older than the 15-minute window', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(accounts.cashier.email, `wrong-${attempt}`);
    }
    t.clock.advance(15 * MINUTE);
    expect((await login(accounts.cashier.email, 'wrong-5')).statusCode).toBe(401);
  });

  it('counts failures on unknown e-mails too, so the lock does not reveal which exist', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login('ghost@laundry.test', `wrong-${attempt}`);
    }
    const fifth = await login('ghost@laundry.test', 'wrong-5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(LOCK_MESSAGE);
  });

  it('blocks an address after 20 failures in 15 minutes, whatever the accounts', async () => {
    const attacker = '203.0.113.9';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      // Four accounts per e-mail keep every account under its own limit.
      const response = await login(`victim${attempt % 5}@laundry.test`, 'guessing', attacker);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(accounts.admin.email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Too many failed login attempts from this address. Please try again later.',
    });

    // Other addresses still sign in; the blocked one is let back when the window ends.
    expect((await login(accounts.admin.email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect((await login(accounts.admin.email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  describe('nobody can lock a person out from elsewhere', () => {
    const counter = '192.0.2.10';
    const attacker = '203.0.113.66';

    it('five wrong passwords from another address do not lock the owner at the counter', async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login(accounts.cashier.email, 'guess-wrong', attacker)).statusCode).toBe(401);
      }
      const fifth = await login(accounts.cashier.email, 'guess-wrong', attacker);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().message).toBe(LOCK_MESSAGE);
      expect((await login(accounts.cashier.email, PASSWORD, attacker)).statusCode).toBe(429);

      // The victim, with the right password, from another address: in.
      expect((await login(accounts.cashier.email, PASSWORD, counter)).statusCode).toBe(200);
    });

    it('unknown e-mails blocking an address never block an account known there', async () => {
      // The cashier signs in at the counter every day.
      expect((await login(accounts.cashier.email, PASSWORD, counter)).statusCode).toBe(200);
      // Someone at the same address (the shop's router) types twenty unknown e-mails.
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        await login(`nobody${attempt}@laundry.test`, 'guess-wrong', counter);
      }
      expect((await login('nobody21@laundry.test', 'guess-wrong', counter)).statusCode).toBe(429);
      expect((await login(accounts.admin.email, PASSWORD, counter)).statusCode).toBe(429);
      // The cashier, known at this address, still signs in.
      expect((await login(accounts.cashier.email, PASSWORD, counter)).statusCode).toBe(200);
    });

    it('guessing spread over many addresses stops at 30 failures an hour, except at known addresses', async () => {
      expect((await login(accounts.admin.email, PASSWORD, counter)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        const response = await login(accounts.admin.email, 'guess-wrong', `198.18.0.${attempt}`);
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      // A 31st address, even with the right password: refused, without saying whether it was right.
      const fresh = await login(accounts.admin.email, PASSWORD, '198.18.1.1');
      expect(fresh.statusCode).toBe(429);
      expect(fresh.json()).toEqual({
        success: false,
        message:
          'Too many failed login attempts for this account. Please try again later, or sign in from a device you have used before.',
      });
      // The owner at the usual counter: in. Other accounts: untouched.
      expect((await login(accounts.admin.email, PASSWORD, counter)).statusCode).toBe(200);
      expect((await login(accounts.cashier.email, PASSWORD, '198.18.1.1')).statusCode).toBe(200);
      // After the hour, from anywhere.
      t.clock.advance(60 * MINUTE);
      expect((await login(accounts.admin.email, PASSWORD, '198.18.1.1')).statusCode).toBe(200);
    });

    it('a success does not reset the count of a distributed attack', async () => {
      for (let attempt = 1; attempt <= 29; attempt += 1) {
        await login(accounts.admin.email, 'guess-wrong', `198.18.0.${attempt}`);
      }
      expect((await login(accounts.admin.email, PASSWORD, counter)).statusCode).toBe(200);
      await login(accounts.admin.email, 'guess-wrong', '198.18.0.99');
      expect((await login(accounts.admin.email, PASSWORD, '198.18.2.2')).statusCode).toBe(429);
    });
  });

  it('updates lastLogin on every sign-in', async () => {
    await t.login('cashier');
    t.clock.advance(60 * MINUTE);
    await t.login('cashier');
    const [row] = await t.db.select().from(users).where(eq(users.id, t.ids.cashier));
    expect(row?.lastLogin?.toISOString()).toBe(t.clock().toISOString());
  });

  it('validates the body with the spec messages', async () => {
    const cases = [
      [{ password: PASSWORD }, 'Email is required', 'email'],
      [{ email: 'not-an-email', password: PASSWORD }, 'Invalid email address', 'email'],
      [{ email: accounts.admin.email }, 'Password is required', 'password'],
      [{ email: accounts.admin.email, password: '' }, 'Password is required', 'password'],
      [
        { email: accounts.admin.email, password: '12345' },
        'Password must be at least 6 characters',
        'password',
      ],
    ] as const;
    for (const [payload, message, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field });
    }
    expect(await t.db.select().from(refreshTokens)).toEqual([]);
  });
});
