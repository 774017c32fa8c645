import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

describe('the outbox (admins read every e-mail kept)', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function keep() {
    const at = (minutes: number) => new Date(Date.UTC(2026, 1, 1, 9, minutes));
    const rows = await t.db
      .insert(outbox)
      .values([
        {
          to: 'nimali@mail.lk',
          subject: 'Receipt ORD-000001',
          text: 'Total: LKR 850.00',
          createdAt: at(0),
          sent: true,
          sentAt: at(1),
        },
        {
          to: 'kasun@mail.lk',
          subject: 'Bank details for order ORD-000002',
          text: 'Please transfer',
          createdAt: at(2),
        },
        {
          to: 'amaya@mail.lk',
          subject: 'Receipt ORD-000003',
          text: 'Total',
          createdAt: at(3),
          error: 'connect ECONNREFUSED 127.0.0.1:25',
        },
        { to: '100%_sure@mail.lk', subject: 'Receipt ORD-000004', text: 'Total', createdAt: at(4) },
      ])
      .returning({ id: outbox.id });
    return rows.map((row) => row.id);
  }

  const list = (query = '') => as('admin', { method: 'GET', url: `/api/outbox${query}` });
  const subjects = (body: { data: { messages: { subject: string }[] } }) =>
    body.data.messages.map((message) => message.subject.split(' ').at(-1));

  it('lists newest first, with each message’s state, paged and counted in SQL', async () => {
    await keep();
    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(subjects(all.json())).toEqual(['ORD-000004', 'ORD-000003', 'ORD-000002', 'ORD-000001']);
    expect(all.json().data.messages.map((message: { state: string }) => message.state)).toEqual([
      'waiting',
      'failed',
      'waiting',
      'sent',
    ]);
    expect(all.json().data.pagination).toMatchObject({ totalMessages: 4, totalPages: 1 });

    const oldestTwo = await list('?sortOrder=asc&limit=2&page=1');
    expect(subjects(oldestTwo.json())).toEqual(['ORD-000001', 'ORD-000002']);
    expect(oldestTwo.json().data.pagination).toMatchObject({ totalPages: 2, hasNext: true });
  });

  it('filters by state and finds by recipient or subject, wildcards taken literally', async () => {
    await keep();
    expect(subjects((await list('?state=failed')).json())).toEqual(['ORD-000003']);
    expect(subjects((await list('?state=waiting')).json())).toEqual(['ORD-000004', 'ORD-000002']);
    expect(subjects((await list('?state=sent')).json())).toEqual(['ORD-000001']);
    expect(subjects((await list('?search=KASUN')).json())).toEqual(['ORD-000002']);
    expect(subjects((await list('?search=bank%20details')).json())).toEqual(['ORD-000002']);
    expect(subjects((await list(`?search=${encodeURIComponent('100%_')}`)).json())).toEqual([
      'ORD-000004',
    ]);
    expect(subjects((await list(`?search=${encodeURIComponent('%')}`)).json())).toEqual([
      'ORD-000004',
    ]);
  });

  it('answers one message with its whole text; 404 and 400 for unknown and malformed ids', async () => {
    const [first] = await keep();
    const one = await as('admin', { method: 'GET', url: `/api/outbox/${first}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.message).toMatchObject({
      to: 'nimali@mail.lk',
      text: 'Total: LKR 850.00',
      state: 'sent',
      sentAt: '2026-02-01T09:01:00.000Z',
    });
    const unknown = await as('admin', {
      method: 'GET',
      url: '/api/outbox/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Message not found' });
    const malformed = await as('admin', { method: 'GET', url: '/api/outbox/1%27%20or%201=1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });

  it('refuses bad queries with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?state=lost', 'state'],
      ['?limit=101', 'limit'],
      ['?page=0', 'page'],
      ['?sortBy=to', 'sortBy'],
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });

  it('is for admins only: a cashier gets 403, nobody signed in 401', async () => {
    expect((await as('cashier', { method: 'GET', url: '/api/outbox' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
  });
});
