import { randomUUID } from 'node:crypto';
import { loyaltyUpdateResultSchema } from '@laundry/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customers, loyaltyHistory } from '../../src/db/schema';
import { asAccount, insertCustomer } from '../helpers/customers';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('PUT /api/customers/{id}/loyalty-points', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let id: string;

  beforeEach(async () => {
    id = (
      await insertCustomer(t.db, {
        fullName: 'Ruwan',
        phoneNumber: '0719012309',
        loyaltyPoints: 80,
      })
    ).id;
  });

  const change = (payload: Record<string, unknown>, account: 'admin' | 'cashier' = 'cashier') =>
    as(account, { method: 'PUT', url: `/api/customers/${id}/loyalty-points`, payload });

  async function history() {
    return t.db
      .select()
      .from(loyaltyHistory)
      .where(eq(loyaltyHistory.customerId, id))
      .orderBy(asc(loyaltyHistory.createdAt), asc(loyaltyHistory.pointsBefore));
  }

  it('adds points, records who, when, why, before and after, and answers the new tier', async () => {
    const response = await change({
      action: 'add',
      points: 25,
      reason: 'Birthday bonus',
      currentPoints: 80,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Loyalty points updated successfully');
    const data = loyaltyUpdateResultSchema.parse(response.json().data);
    expect(data.customer.loyaltyPoints).toBe(105);
    expect(data.loyaltyChange).toEqual({
      action: 'add',
      points: 25,
      reason: 'Birthday bonus',
      pointsBefore: 80,
      pointsAfter: 105,
      tier: 'silver',
      changedAt: t.clock().toISOString(),
    });
    expect(await history()).toEqual([
      expect.objectContaining({
        action: 'add',
        points: 25,
        reason: 'Birthday bonus',
        pointsBefore: 80,
        pointsAfter: 105,
        changedBy: t.ids.cashier,
        createdAt: t.clock(),
      }),
    ]);
  });

  it('subtracts never below 0 and sets exactly', async () => {
    const subtract = await change({
      action: 'subtract',
      points: 500,
      reason: 'Redeemed free wash',
    });
    expect(subtract.json().data.loyaltyChange).toMatchObject({ pointsBefore: 80, pointsAfter: 0 });
    t.clock.advance(1000);
    const set = await change(
      { action: 'set', points: 1000, reason: 'Moved from paper card' },
      'admin',
    );
    expect(set.json().data.loyaltyChange).toMatchObject({
      pointsBefore: 0,
      pointsAfter: 1000,
      tier: 'vip',
    });
    expect((await history()).map((entry) => [entry.pointsBefore, entry.pointsAfter])).toEqual([
      [80, 0],
      [0, 1000],
    ]);
  });

  it('takes the bounds 1 and 10,000 points and a reason of 5 and 200 characters', async () => {
    expect((await change({ action: 'add', points: 1, reason: 'abcde' })).statusCode).toBe(200);
    expect(
      (await change({ action: 'add', points: 10_000, reason: 'x'.repeat(200) })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.loyaltyPoints).toBe(10_081);
  });

  it('refuses a change that would take the balance past 1,000,000 points, changing nothing', async () => {
    await t.db.update(customers).set({ loyaltyPoints: 995_000 }).where(eq(customers.id, id));
    await as.signIn('cashier');
    const before = await snapshot(t.db);
    const response = await change({ action: 'add', points: 10_000, reason: 'Birthday bonus' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Loyalty points cannot exceed 1,000,000',
      field: 'points',
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses bad input with 400 and the field, changing nothing', async () => {
    await as.signIn('cashier');
    const before = await snapshot(t.db);
    const cases = [
      [
        { action: 'add', points: -5, reason: 'Birthday bonus' },
        'points',
        'Points must be at least 1',
      ],
      [
        { action: 'add', points: 0, reason: 'Birthday bonus' },
        'points',
        'Points must be at least 1',
      ],
      [
        { action: 'add', points: 10_001, reason: 'Birthday bonus' },
        'points',
        'Points cannot exceed 10,000',
      ],
      [
        { action: 'add', points: 2.5, reason: 'Birthday bonus' },
        'points',
        'Points must be a whole number',
      ],
      [{ action: 'add', reason: 'Birthday bonus' }, 'points', 'Points amount is required'],
      [
        { action: 'add', points: 10, reason: 'abcd' },
        'reason',
        'Reason must be at least 5 characters',
      ],
      [
        { action: 'add', points: 10, reason: 'x'.repeat(201) },
        'reason',
        'Reason must be less than 200 characters',
      ],
      [{ action: 'add', points: 10 }, 'reason', 'Reason is required'],
      [
        { action: 'double', points: 10, reason: 'Birthday bonus' },
        'action',
        'Action must be add, subtract or set',
      ],
      [
        { action: 'add', points: 10, reason: 'Birthday bonus', customerId: 'x' },
        'customerId',
        'Unknown field: customerId',
      ],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await change(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ success: false, message, field });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown customer and 400 for a malformed id', async () => {
    const payload = { action: 'add', points: 10, reason: 'Birthday bonus' };
    const unknown = await as('admin', {
      method: 'PUT',
      url: `/api/customers/${randomUUID()}/loyalty-points`,
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer not found');
    const malformed = await as('admin', {
      method: 'PUT',
      url: '/api/customers/1 OR 1=1/loyalty-points',
      payload,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('concurrent changes never lose one: each starts from the balance the last one left', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        change({
          action: index % 3 === 2 ? 'subtract' : 'add',
          points: 10,
          reason: `Promo ${index}`,
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.loyaltyPoints).toBe(80 + 8 * 10 - 4 * 10);
    const entries = await history();
    expect(entries).toHaveLength(12);
    // One chain: every change started from 80 or from the balance another change left.
    const befores = entries.map((entry) => entry.pointsBefore).sort((a, b) => a - b);
    const afters = entries.map((entry) => entry.pointsAfter);
    afters.splice(afters.indexOf(row?.loyaltyPoints ?? -1), 1);
    expect(befores).toEqual([80, ...afters].sort((a, b) => a - b));
  });
});
