import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { users } from '../../src/db/schema';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('bad input gets a clear 4xx and changes nothing', () => {
  const t = useTestApp();

  async function expectUnchanged(run: () => Promise<void>) {
    const before = await snapshot(t.db);
    await run();
    expect(await snapshot(t.db)).toEqual(before);
  }

  it('malformed JSON → 400', async () => {
    const headers = { ...(await t.bearer('admin')), 'content-type': 'application/json' };
    await expectUnchanged(async () => {
      for (const payload of ['{"name": "Kamal",', '{name: Kamal}', 'undefined', '{"a":1}}']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers,
          payload,
        });
        expect(response.statusCode, payload).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: 'Malformed JSON in request body',
        });
      }
    });
  });

  it('prototype-poisoning keys → 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"admin@laundry.test","password":"demo1234","__proto__":{"role":"admin"}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('a body that is not a JSON object → 400', async () => {
    const headers = { ...(await t.bearer('admin')), 'content-type': 'application/json' };
    await expectUnchanged(async () => {
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers,
          payload,
        });
        expect(response.statusCode, payload).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: 'Request body must be a JSON object',
        });
      }
      const empty = await t.app.inject({ method: 'POST', url: '/api/users', headers, payload: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        success: false,
        message: 'Request body must be a JSON object',
      });
    });
  });

  it('a body that is not JSON at all → 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin@laundry.test&password=demo1234',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Unsupported content type: send application/json',
    });
  });

  it('unknown fields → 400 naming the field', async () => {
    const headers = await t.bearer('admin');
    await expectUnchanged(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: {
          name: 'Kamal',
          email: 'kamal@laundry.test',
          password: 'kamal-password',
          isAdmin: true,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Unknown field: isAdmin',
        field: 'isAdmin',
      });

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@laundry.test', password: 'demo1234', role: 'admin' },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json().field).toBe('role');
    });
  });

  it('wrong types → 400 naming the field', async () => {
    const headers = await t.bearer('admin');
    await expectUnchanged(async () => {
      const cases = [
        [
          { name: 42, email: 'kamal@laundry.test', password: 'kamal-password' },
          'name',
          'Name is required',
        ],
        [
          { name: 'Kamal', email: ['kamal@laundry.test'], password: 'kamal-password' },
          'email',
          'Email is required',
        ],
        [
          { name: 'Kamal', email: 'kamal@laundry.test', password: 123456 },
          'password',
          'Password is required',
        ],
        [
          {
            name: 'Kamal',
            email: 'kamal@laundry.test',
            password: 'kamal-password',
            isActive: 'true',
          },
          'isActive',
          'Invalid input: expected boolean, received string',
        ],
        [
          {
            name: 'Kamal',
            email: 'kamal@laundry.test',
            password: 'kamal-password',
            phoneNumber: 771234567,
          },
          'phoneNumber',
          'Invalid input: expected string, received number',
        ],
      ] as const;
      for (const [payload, field, message] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers,
          payload,
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toEqual({ success: false, message, field });
      }
      const rememberMe = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@laundry.test', password: 'demo1234', rememberMe: 'yes' },
      });
      expect(rememberMe.statusCode).toBe(400);
      expect(rememberMe.json().field).toBe('rememberMe');
    });
  });

  it('an oversized body → 413', async () => {
    const headers = await t.bearer('admin');
    await expectUnchanged(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: {
          name: 'Kamal',
          email: 'kamal@laundry.test',
          password: 'kamal-password',
          padding: 'x'.repeat(BODY_LIMIT_BYTES),
        },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
    });
  });

  it('stores SQL-looking strings verbatim and harmlessly', async () => {
    const headers = await t.bearer('admin');
    const name = "Robert'); DROP TABLE users;--";
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name, email: "o'brien@laundry.test", password: "' OR '1'='1" },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data.user;
    expect(created.name).toBe(name);
    expect(created.email).toBe("o'brien@laundry.test");

    const [row] = await t.db.select().from(users).where(eq(users.id, created._id));
    expect(row?.name).toBe(name);
    expect(await t.db.select().from(users)).toHaveLength(5);

    // The quote-laden password is a password like any other.
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: "o'brien@laundry.test", password },
      });
    expect((await login("' OR '1'='1")).statusCode).toBe(200);
    expect((await login("' OR ''='")).statusCode).toBe(401);
  });

  it('SQL-looking e-mails and searches find nothing and change nothing', async () => {
    const headers = await t.bearer('admin');
    await expectUnchanged(async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: "admin@laundry.test' --", password: 'anything' },
      });
      expect(login.statusCode).toBe(400);
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/users?search=${encodeURIComponent("'; DELETE FROM users; --")}`,
        headers,
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().data.users).toEqual([]);
      const sort = await t.app.inject({
        method: 'GET',
        url: `/api/users?sortBy=${encodeURIComponent('name; DROP TABLE users')}`,
        headers,
      });
      expect(sort.statusCode).toBe(400);
    });
  });

  it('unknown /api routes → JSON 404', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      success: false,
      message: 'Route GET /api/nothing-here not found',
    });
    const post = await t.app.inject({ method: 'POST', url: '/api/auth/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });
});
