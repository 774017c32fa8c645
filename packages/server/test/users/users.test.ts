import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema';
import { PASSWORD, snapshot, useTestApp } from '../helpers/test-app';

const newUser = {
  name: 'Kamal Jayasuriya',
  email: 'Kamal@Laundry.test',
  phoneNumber: '0751234567',
  role: 'cashier',
  isActive: true,
  password: 'kamal-password',
};

describe('users (admin only)', () => {
  const t = useTestApp();

  async function as(
    account: 'admin' | 'cashier' | 'otherAdmin',
    request: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: Record<string, unknown>;
    },
  ) {
    return t.app.inject({ ...request, headers: await t.bearer(account) });
  }

  describe('every users route refuses a cashier with 403 and an anonymous caller with 401', () => {
    const routes = (id: string) =>
      [
        { method: 'GET', url: '/api/users' },
        { method: 'GET', url: '/api/users/stats' },
        { method: 'GET', url: `/api/users/${id}` },
        { method: 'POST', url: '/api/users', payload: newUser },
        {
          method: 'PUT',
          url: `/api/users/${id}`,
          payload: { name: 'Changed', email: 'changed@laundry.test' },
        },
        { method: 'DELETE', url: `/api/users/${id}` },
        { method: 'PUT', url: `/api/users/${id}/password`, payload: { newPassword: 'hijacked' } },
        { method: 'PUT', url: `/api/users/${id}/toggle-status` },
      ] as const;

    it('cashier → 403, nothing changed', async () => {
      const headers = await t.bearer('cashier');
      const before = await snapshot(t.db);
      for (const route of routes(t.ids.otherAdmin)) {
        const response = await t.app.inject({ ...route, headers });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          message: 'You do not have permission to perform this action',
        });
      }
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('no token → 401, nothing changed', async () => {
      const before = await snapshot(t.db);
      for (const route of routes(t.ids.cashier)) {
        const response = await t.app.inject(route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  describe('GET /api/users', () => {
    it('lists newest first with the pagination of the spec', async () => {
      const response = await as('admin', { method: 'GET', url: '/api/users' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.users.map((user: { email: string }) => user.email)).toEqual([
        'former@laundry.test',
        'second.admin@laundry.test',
        'cashier@laundry.test',
        'admin@laundry.test',
      ]);
      expect(data.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalUsers: 4,
        hasNext: false,
        hasPrev: false,
      });
      expect(data.users[0]).not.toHaveProperty('passwordHash');
      expect(data.users[0]).toMatchObject({ role: 'cashier', isActive: false, lastLogin: null });
    });

    it('searches name and e-mail case-insensitively, literally', async () => {
      const search = async (text: string) =>
        (await as('admin', { method: 'GET', url: `/api/users?search=${encodeURIComponent(text)}` }))
          .json()
          .data.users.map((user: { email: string }) => user.email);
      expect(await search('NIMALI')).toEqual(['cashier@laundry.test']);
      expect(await search('Second.Admin')).toEqual(['second.admin@laundry.test']);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search("' OR 1=1 --")).toEqual([]);
    });

    it('filters by role and status, sorts and pages in SQL', async () => {
      const get = async (query: string) =>
        (await as('admin', { method: 'GET', url: `/api/users?${query}` })).json().data;

      const admins = await get('role=admin');
      expect(admins.users).toHaveLength(2);
      expect(admins.pagination.totalUsers).toBe(2);

      const inactive = await get('isActive=false');
      expect(inactive.users.map((user: { email: string }) => user.email)).toEqual([
        'former@laundry.test',
      ]);

      const activeCashiers = await get('role=cashier&isActive=true');
      expect(activeCashiers.users.map((user: { email: string }) => user.email)).toEqual([
        'cashier@laundry.test',
      ]);

      const byName = await get('sortBy=name&sortOrder=asc');
      expect(byName.users.map((user: { name: string }) => user.name)).toEqual([
        'Former Cashier',
        'Kasun Silva',
        'Nimali Perera',
        'Shop Owner',
      ]);

      const byEmailDesc = await get('sortBy=email&sortOrder=desc');
      expect(byEmailDesc.users[0].email).toBe('second.admin@laundry.test');

      // The admin signed in for these calls, so they have a lastLogin; the others come last.
      const byLastLogin = await get('sortBy=lastLogin&sortOrder=desc');
      expect(byLastLogin.users[0].email).toBe('admin@laundry.test');

      const page2 = await get('limit=3&page=2');
      expect(page2.users).toHaveLength(1);
      expect(page2.pagination).toEqual({
        currentPage: 2,
        totalPages: 2,
        totalUsers: 4,
        hasNext: false,
        hasPrev: true,
      });
    });

    it('refuses a bad query with 400 naming the parameter', async () => {
      const cases = [
        ['limit=101', 'limit must be at most 100', 'limit'],
        ['page=0', 'page must be at least 1', 'page'],
        ['page=abc', 'Invalid input: expected number, received NaN', 'page'],
        ['sortBy=password', 'sortBy must be createdAt, name, email or lastLogin', 'sortBy'],
        ['role=owner', 'role must be admin or cashier', 'role'],
        ['isActive=maybe', 'isActive must be true or false', 'isActive'],
      ] as const;
      for (const [query, message, field] of cases) {
        const response = await as('admin', { method: 'GET', url: `/api/users?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toEqual({ success: false, message, field });
      }
    });
  });

  it('GET /api/users/stats counts per status and role', async () => {
    const response = await as('admin', { method: 'GET', url: '/api/users/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 4,
      active: 3,
      inactive: 1,
      byRole: {
        admin: { total: 2, active: 2, inactive: 0 },
        cashier: { total: 2, active: 1, inactive: 1 },
      },
    });
  });

  describe('GET /api/users/:id', () => {
    it('answers one user', async () => {
      const response = await as('admin', { method: 'GET', url: `/api/users/${t.ids.cashier}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        _id: t.ids.cashier,
        name: 'Nimali Perera',
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await as('admin', { method: 'GET', url: `/api/users/${randomUUID()}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'User not found' });
      const malformed = await as('admin', { method: 'GET', url: "/api/users/1' OR '1'='1" });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ success: false, message: 'Invalid user id', field: 'id' });
    });
  });

  describe('POST /api/users', () => {
    it('creates a user with a hashed password who can then sign in', async () => {
      const response = await as('admin', { method: 'POST', url: '/api/users', payload: newUser });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'User created successfully',
        data: {
          user: {
            name: 'Kamal Jayasuriya',
            email: 'kamal@laundry.test',
            role: 'cashier',
            isActive: true,
          },
        },
      });
      const [row] = await t.db.select().from(users).where(eq(users.email, 'kamal@laundry.test'));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'kamal@laundry.test', password: 'kamal-password' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('defaults the role to cashier and the account to active', async () => {
      const { role: _role, isActive: _isActive, ...minimal } = newUser;
      const response = await as('admin', { method: 'POST', url: '/api/users', payload: minimal });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.user).toMatchObject({ role: 'cashier', isActive: true });
    });

    it('refuses a duplicate e-mail (any case) with 409 on email', async () => {
      const headers = await t.bearer('admin');
      const before = await snapshot(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: { ...newUser, email: 'CASHIER@laundry.test' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'A user with this email already exists',
        field: 'email',
      });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('validates with the user-form messages', async () => {
      const headers = await t.bearer('admin');
      const before = await snapshot(t.db);
      const cases = [
        [{ ...newUser, name: '' }, 'Name is required', 'name'],
        [{ ...newUser, name: 'x'.repeat(51) }, 'Name cannot exceed 50 characters', 'name'],
        [{ ...newUser, email: 'kamal.at.laundry' }, 'Invalid email format', 'email'],
        [
          { ...newUser, phoneNumber: '12345' },
          'Invalid phone number (10-15 digits)',
          'phoneNumber',
        ],
        [{ ...newUser, password: '123' }, 'Password must be at least 6 characters', 'password'],
        [{ ...newUser, role: 'owner' }, 'Role is required', 'role'],
        [
          { ...newUser, isActive: 'yes' },
          'Invalid input: expected boolean, received string',
          'isActive',
        ],
      ] as const;
      for (const [payload, message, field] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers,
          payload,
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toEqual({ success: false, message, field });
      }
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  describe('PUT /api/users/:id', () => {
    it('replaces the details and never touches the password', async () => {
      const [before] = await t.db.select().from(users).where(eq(users.id, t.ids.cashier));
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}`,
        payload: {
          name: 'Nimali P.',
          email: 'nimali.p@laundry.test',
          role: 'admin',
          isActive: true,
          phoneNumber: '0712345678',
          version: 1,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'User updated successfully',
        data: {
          user: {
            name: 'Nimali P.',
            email: 'nimali.p@laundry.test',
            role: 'admin',
            phoneNumber: '0712345678',
          },
        },
      });
      const [after] = await t.db.select().from(users).where(eq(users.id, t.ids.cashier));
      expect(after?.passwordHash).toBe(before?.passwordHash);
    });

    it('refuses a password in the body', async () => {
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}`,
        payload: {
          name: 'Nimali',
          email: 'cashier@laundry.test',
          password: 'sneaky-password',
          version: 1,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Unknown field: password',
        field: 'password',
      });
    });

    it('ends the sessions of a user it deactivates', async () => {
      const cashier = await t.login('cashier');
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}`,
        payload: {
          name: 'Nimali Perera',
          email: 'cashier@laundry.test',
          role: 'cashier',
          isActive: false,
          version: 1,
        },
      });
      expect(response.statusCode).toBe(200);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${cashier.token}` },
      });
      expect(profile.statusCode).toBe(401);
    });

    it('refuses to deactivate or demote yourself, and a duplicate e-mail', async () => {
      const headers = await t.bearer('admin');
      const before = await snapshot(t.db);
      const put = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/${t.ids.admin}`,
          headers,
          payload: { ...payload, version: 1 },
        });

      const deactivate = await put({
        name: 'Shop Owner',
        email: 'admin@laundry.test',
        role: 'admin',
        isActive: false,
      });
      expect(deactivate.statusCode).toBe(409);
      expect(deactivate.json()).toEqual({
        success: false,
        message: 'You cannot deactivate your own account',
        field: 'isActive',
      });

      const demote = await put({
        name: 'Shop Owner',
        email: 'admin@laundry.test',
        role: 'cashier',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({
        success: false,
        message: 'You cannot change your own role',
        field: 'role',
      });

      const duplicate = await put({
        name: 'Shop Owner',
        email: 'cashier@laundry.test',
        role: 'admin',
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().field).toBe('email');

      expect(await snapshot(t.db)).toEqual(before);
    });

    it('refuses a save over a change made since the form loaded (409)', async () => {
      const details = { name: 'Nimali Perera', email: 'cashier@laundry.test', role: 'cashier' };
      const first = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}`,
        payload: { ...details, phoneNumber: '0712345678', version: 1 },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.user.version).toBe(2);
      const otherAdmin = await t.bearer('otherAdmin');
      const before = await snapshot(t.db);
      const stale = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}`,
        headers: otherAdmin,
        payload: { ...details, isActive: false, version: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message:
          'Someone else changed this user while you were editing. Reload the page to see their changes, then save yours again.',
        field: 'version',
      });
      expect(await snapshot(t.db)).toEqual(before);

      // Toggling the status is a change too: a form loaded before it is stale.
      const toggled = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}/toggle-status`,
      });
      expect(toggled.json().data.user.version).toBe(3);
      const afterToggle = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}`,
        payload: { ...details, version: 2 },
      });
      expect(afterToggle.statusCode).toBe(409);
    });

    it('answers 404 for an unknown user', async () => {
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/users/${randomUUID()}`,
        payload: { name: 'Nobody', email: 'nobody@laundry.test', version: 1 },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes another user and their sessions', async () => {
      await t.login('cashier');
      const response = await as('admin', { method: 'DELETE', url: `/api/users/${t.ids.cashier}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'User deleted successfully',
        data: null,
      });
      expect(await t.db.select().from(users).where(eq(users.id, t.ids.cashier))).toEqual([]);
      expect(
        await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, t.ids.cashier)),
      ).toEqual([]);

      const again = await as('admin', { method: 'DELETE', url: `/api/users/${t.ids.cashier}` });
      expect(again.statusCode).toBe(404);
    });

    it('refuses to delete yourself', async () => {
      const headers = await t.bearer('admin');
      const before = await snapshot(t.db);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${t.ids.admin}`,
        headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'You cannot delete your own account',
      });
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  describe('PUT /api/users/:id/password', () => {
    it("sets someone else's password without the current one and ends their sessions", async () => {
      const cashier = await t.login('cashier');
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}/password`,
        payload: { newPassword: 'reset-by-admin' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Password updated successfully',
        data: null,
      });

      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken: cashier.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'cashier@laundry.test', password: 'reset-by-admin' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('requires and checks the current password for your own account', async () => {
      const headers = await t.bearer('admin');
      const before = await snapshot(t.db);
      const put = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/${t.ids.admin}/password`,
          headers,
          payload,
        });

      const missing = await put({ newPassword: 'my-new-password' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        success: false,
        message: 'Current password is required',
        field: 'currentPassword',
      });
      const wrong = await put({ newPassword: 'my-new-password', currentPassword: 'not-it' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        message: 'Current password is incorrect',
        field: 'currentPassword',
      });
      expect(await snapshot(t.db)).toEqual(before);

      const right = await put({ newPassword: 'my-new-password', currentPassword: PASSWORD });
      expect(right.statusCode).toBe(200);
      // The session that made the change stays open.
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      expect(profile.statusCode).toBe(200);
    });
  });

  describe('PUT /api/users/:id/toggle-status', () => {
    it('deactivates and reactivates another user', async () => {
      const cashier = await t.login('cashier');
      const off = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}/toggle-status`,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        message: 'User deactivated successfully',
        data: { user: { isActive: false } },
      });
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${cashier.token}` },
      });
      expect(profile.statusCode).toBe(401);

      const on = await as('admin', {
        method: 'PUT',
        url: `/api/users/${t.ids.cashier}/toggle-status`,
      });
      expect(on.json()).toMatchObject({
        message: 'User activated successfully',
        data: { user: { isActive: true } },
      });
    });

    it('refuses to deactivate yourself', async () => {
      const headers = await t.bearer('admin');
      const before = await snapshot(t.db);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${t.ids.admin}/toggle-status`,
        headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'You cannot deactivate your own account',
      });
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  it('applies a role change at once, without waiting for the token to expire', async () => {
    const cashierHeaders = await t.bearer('cashier');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: cashierHeaders }))
        .statusCode,
    ).toBe(403);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, t.ids.cashier));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: cashierHeaders }))
        .statusCode,
    ).toBe(200);
  });
});
