import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { staffPayload } from '../helpers/staff';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('staff routes are for admins only', () => {
  const t = useTestApp();
  const as = asAccount(t);

  it('answers 403 to a cashier on every staff route and changes nothing', async () => {
    const created = await as('admin', {
      method: 'POST',
      url: '/api/staff',
      payload: staffPayload(),
    });
    const id = created.json().data._id as string;
    await as.signIn('cashier');
    const before = await snapshot(t.db);

    const calls = [
      ['GET', '/api/staff'],
      ['GET', '/api/staff/stats'],
      ['GET', '/api/staff/search?q=nimal'],
      ['PUT', '/api/staff/bulk-update', { staffIds: [id], updateData: { status: 'on_leave' } }],
      ['GET', `/api/staff/${id}`],
      ['POST', '/api/staff', staffPayload()],
      ['PUT', `/api/staff/${id}`, { ...staffPayload(), version: 1 }],
      ['DELETE', `/api/staff/${id}`],
      ['PUT', `/api/staff/${id}/status`, { status: 'suspended' }],
      ['PUT', `/api/staff/${id}/attendance`, { date: '2026-03-02', status: 'absent' }],
      ['POST', `/api/staff/${id}/skills`, { name: 'Ironing', level: 'expert' }],
      [
        'POST',
        `/api/staff/${id}/training`,
        { title: 'Stain removal', startDate: '2026-01-05', status: 'planned' },
      ],
      ['GET', `/api/staff/${id}/analytics`],
      ['GET', `/api/staff/${randomUUID()}`],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await as('cashier', {
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'You do not have permission to perform this action',
      });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('tried every route the staff module registers', async () => {
    // The OpenAPI document lists every route; a new staff route must be added to the list above.
    await t.app.ready();
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/staff'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(operations).toHaveLength(13);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff' });
    expect(response.statusCode).toBe(401);
  });
});
