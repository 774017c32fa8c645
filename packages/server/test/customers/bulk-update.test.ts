import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema';
import { asAccount, insertCustomer } from '../helpers/customers';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('PUT /api/customers/bulk-update', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let ids: string[];

  beforeEach(async () => {
    ids = [];
    for (const [index, name] of ['Ayesha', 'Buddhika', 'Chamara'].entries()) {
      const row = await insertCustomer(t.db, {
        fullName: name,
        phoneNumber: `077000000${index}`,
        isStudent: true,
        campusId: 'IT2210456',
        city: 'Moratuwa',
      });
      ids.push(row.id);
    }
  });

  const bulk = (payload: unknown) =>
    as('cashier', { method: 'PUT', url: '/api/customers/bulk-update', payload: payload as object });

  it('changes the chosen customers in one go', async () => {
    const response = await bulk({
      customerIds: ids.slice(0, 2),
      updateData: { isStudent: false, address: { city: 'Katubedda' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Customers updated successfully',
      data: { updatedCount: 2 },
    });
    const rows = await t.db.select().from(customers).orderBy(asc(customers.fullName));
    expect(rows.map((row) => [row.fullName, row.isStudent, row.campusId, row.city])).toEqual([
      ['Ayesha', false, null, 'Katubedda'],
      ['Buddhika', false, null, 'Katubedda'],
      ['Chamara', true, 'IT2210456', 'Moratuwa'],
    ]);
  });

  it('changes nobody when one of them does not exist, or the input is bad', async () => {
    await as.signIn('cashier');
    const before = await snapshot(t.db);
    const missing = await bulk({
      customerIds: [ids[0], randomUUID()],
      updateData: { isStudent: false },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: 'Customer not found',
      field: 'customerIds',
    });
    for (const payload of [
      { customerIds: [], updateData: { isStudent: false } },
      { customerIds: ids, updateData: {} },
      { customerIds: ids, updateData: { isStudent: true } },
      { customerIds: ids, updateData: { loyaltyPoints: 5000 } },
      { customerIds: 'all', updateData: { isStudent: false } },
      { customerIds: [ids[0], ids[0]], updateData: { isStudent: false } },
    ]) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});
