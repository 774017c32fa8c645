import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

describe('flood limits: signed-in calls per user, the rest per address', () => {
  const t = useTestApp({ config: { rateLimits: { perUser: 6, perAddress: 4, login: 30 } } });
  const router = '192.0.2.1';

  async function statuses(count: number, headers: Record<string, string>) {
    const seen: number[] = [];
    for (let call = 0; call < count; call += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers,
        remoteAddress: router,
      });
      seen.push(response.statusCode);
    }
    return seen;
  }

  it('gives each user behind one address a budget of their own', async () => {
    const admin = await t.bearer('admin');
    const cashier = await t.bearer('cashier');
    expect(await statuses(6, admin)).toEqual([200, 200, 200, 200, 200, 200]);
    // The admin's budget is spent; the cashier behind the same router still works.
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: admin,
      remoteAddress: router,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect(await statuses(6, cashier)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('counts calls without a valid token per address, and a forged token cannot borrow a budget', async () => {
    const forged = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' };
    expect(await statuses(5, forged)).toEqual([401, 401, 401, 401, 429]);
    // A signed-in user at that address is not affected.
    expect(await statuses(1, await t.bearer('cashier'))).toEqual([200]);
  });
});
