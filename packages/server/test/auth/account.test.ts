import { DEFAULT_CAMPAIGN } from '@laundry/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema';
import { accounts, PASSWORD, snapshot, type Tokens, useTestApp } from '../helpers/test-app';

describe('profile, password, registration and e-mail check', () => {
  const t = useTestApp();

  async function put(url: string, token: string, payload: unknown) {
    return t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });
  }

  describe('PUT /api/auth/profile', () => {
    it('updates name, e-mail and phone', async () => {
      const { token } = await t.login('cashier');
      t.clock.advance(60_000);
      const response = await put('/api/auth/profile', token, {
        name: '  Nimali Fernando ',
        email: 'Nimali@Laundry.test',
        phoneNumber: '0712345678',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Profile updated successfully',
        data: {
          user: {
            _id: t.ids.cashier,
            name: 'Nimali Fernando',
            email: 'nimali@laundry.test',
            phoneNumber: '0712345678',
            updatedAt: t.clock().toISOString(),
          },
        },
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, t.ids.cashier));
      expect(row).toMatchObject({ name: 'Nimali Fernando', email: 'nimali@laundry.test' });
    });

    it('clears the phone number when it is left empty', async () => {
      const { token } = await t.login('cashier');
      await put('/api/auth/profile', token, {
        name: accounts.cashier.name,
        email: accounts.cashier.email,
        phoneNumber: '0712345678',
      });
      const response = await put('/api/auth/profile', token, {
        name: accounts.cashier.name,
        email: accounts.cashier.email,
        phoneNumber: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).not.toHaveProperty('phoneNumber');
    });

    it('refuses an e-mail another account uses, whatever its case, with field email', async () => {
      const { token } = await t.login('cashier');
      const before = await snapshot(t.db);
      const response = await put('/api/auth/profile', token, {
        name: 'Nimali',
        email: 'ADMIN@laundry.test',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'A user with this email already exists',
        field: 'email',
      });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('validates with the spec messages and changes nothing', async () => {
      const { token } = await t.login('cashier');
      const before = await snapshot(t.db);
      const cases = [
        [{ email: accounts.cashier.email }, 'Name is required', 'name'],
        [
          { name: 'N', email: accounts.cashier.email },
          'Name must be at least 2 characters',
          'name',
        ],
        [
          { name: 'N'.repeat(51), email: accounts.cashier.email },
          'Name must be less than 50 characters',
          'name',
        ],
        [{ name: 'Nimali', email: 'nope' }, 'Invalid email address', 'email'],
        [
          { name: 'Nimali', email: accounts.cashier.email, phoneNumber: '071-234' },
          'Please enter a valid phone number',
          'phoneNumber',
        ],
      ] as const;
      for (const [payload, message, field] of cases) {
        const response = await put('/api/auth/profile', token, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message, field });
      }
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  describe('PUT /api/auth/change-password', () => {
    it('changes the password, ends every other session and answers a fresh pair', async () => {
      const current = await t.login('cashier');
      const elsewhere = await t.login('cashier');

      const response = await put('/api/auth/change-password', current.token, {
        currentPassword: PASSWORD,
        newPassword: 'a-new-secret',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Password changed successfully',
      });
      const fresh: Tokens = response.json().data;

      const profile = (token: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/auth/profile',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await profile(fresh.token)).statusCode).toBe(200);
      expect((await profile(elsewhere.token)).statusCode).toBe(401);
      expect((await profile(current.token)).statusCode).toBe(401);
      const refresh = (refreshToken: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
      expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
      expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);

      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: accounts.cashier.email, password },
        });
      expect((await login(PASSWORD)).statusCode).toBe(401);
      expect((await login('a-new-secret')).statusCode).toBe(200);
    });

    it('refuses a wrong current password with 400 on currentPassword and changes nothing', async () => {
      const { token } = await t.login('cashier');
      const before = await snapshot(t.db);
      const response = await put('/api/auth/change-password', token, {
        currentPassword: 'not-my-password',
        newPassword: 'a-new-secret',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Current password is incorrect',
        field: 'currentPassword',
      });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('refuses a new password equal to the current one or too short', async () => {
      const { token } = await t.login('cashier');
      const same = await put('/api/auth/change-password', token, {
        currentPassword: PASSWORD,
        newPassword: PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({
        success: false,
        message: 'New password must be different from current password',
        field: 'newPassword',
      });
      const short = await put('/api/auth/change-password', token, {
        currentPassword: PASSWORD,
        newPassword: '123',
      });
      expect(short.json()).toEqual({
        success: false,
        message: 'Password must be at least 6 characters',
        field: 'newPassword',
      });
    });
  });

  describe('POST /api/auth/register', () => {
    const firstAdmin = {
      name: 'Shop Owner',
      email: 'owner@laundry.test',
      password: 'owner-password',
      phoneNumber: '0771234567',
    };

    it('is refused with 403 once any account exists, and stores nothing', async () => {
      const before = await snapshot(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: firstAdmin,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'Registration is closed. Ask an administrator to create your account.',
      });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('creates the first administrator on an empty database and signs them in', async () => {
      await t.db.execute(sql`truncate table ${users} cascade`);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: firstAdmin,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Registration successful',
        data: {
          user: { name: 'Shop Owner', email: 'owner@laundry.test', role: 'admin', isActive: true },
        },
      });
      const { token } = response.json().data;
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(await t.db.select().from(refreshTokens)).toHaveLength(1);

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...firstAdmin, email: 'second@laundry.test' },
      });
      expect(again.statusCode).toBe(403);
      expect(await t.db.select().from(users)).toHaveLength(1);
    });

    it('lets only one of two simultaneous registrations through', async () => {
      await t.db.execute(sql`truncate table ${users} cascade`);
      const responses = await Promise.all(
        ['one@laundry.test', 'two@laundry.test'].map((email) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { ...firstAdmin, email },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403]);
      expect(await t.db.select().from(users)).toHaveLength(1);
    });
  });

  describe('POST /api/auth/check-email', () => {
    it('tells an admin whether an address is free, ignoring case', async () => {
      const headers = await t.bearer('admin');
      const check = (email: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/check-email', headers, payload: { email } });
      expect((await check('Cashier@Laundry.test')).json()).toEqual({
        success: true,
        data: { available: false },
      });
      expect((await check('new.person@laundry.test')).json()).toEqual({
        success: true,
        data: { available: true },
      });
      const bad = await check('nope');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        success: false,
        message: 'Invalid email address',
        field: 'email',
      });
    });

    it('tells nobody else whether a staff e-mail exists', async () => {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/auth/check-email',
        payload: { email: 'cashier@laundry.test' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(JSON.stringify(anonymous.json())).not.toContain('available');
      const cashier = await t.app.inject({
        method: 'POST',
        url: '/api/auth/check-email',
        headers: await t.bearer('cashier'),
        payload: { email: 'admin@laundry.test' },
      });
      expect(cashier.statusCode).toBe(403);
      expect(JSON.stringify(cashier.json())).not.toContain('available');
    });

    it('is rate limited per signed-in admin', async () => {
      const headers = await t.bearer('admin');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/check-email',
          headers,
          payload: { email: `person${attempt}@laundry.test` },
          remoteAddress: '192.0.2.44',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);

      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/auth/check-email',
        headers,
        payload: { email: 'late@laundry.test' },
        remoteAddress: '192.0.2.44',
      });
      expect(limited.json()).toMatchObject({ success: false });
      expect(limited.json().message).toMatch(/^Too many requests/);
    });
  });
});

describe('GET /api/public/config in demo mode', () => {
  const t = useTestApp({ config: { demo: true } });

  it('shows the demo box and the business details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        demo: {
          accounts: [
            { role: 'admin', email: 'admin@laundry.test' },
            { role: 'cashier', email: 'cashier@laundry.test' },
          ],
          password: 'demo1234',
        },
        business: {
          name: 'Campus Clean Laundry',
          address: 'No. 45, Bandaranayake Mawatha, Katubedda, Moratuwa',
          phone: '0771234567',
          email: 'hello@campuscleanlaundry.lk',
          timeZone: 'Asia/Colombo',
        },
        taxRateBasisPoints: 0,
        campaign: DEFAULT_CAMPAIGN,
      },
    });
  });
});

describe('GET /api/public/config without demo mode', () => {
  const t = useTestApp({ config: { demo: false } });

  it('has no demo box', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(response.json().data.demo).toBeNull();
  });
});
