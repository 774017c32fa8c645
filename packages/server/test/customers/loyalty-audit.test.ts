import { describe, expect, it } from 'vitest';
import { asAccount, insertCustomer } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

describe("customers' loyalty points in the audit log", () => {
  const t = useTestApp();
  const as = asAccount(t);

  it('records who changed the points, from what to what and why', async () => {
    const customer = await insertCustomer(t.db, {
      fullName: 'Kasuni Fernando',
      phoneNumber: '0771234567',
      loyaltyPoints: 40,
    });
    const response = await as('cashier', {
      method: 'PUT',
      url: `/api/customers/${customer.id}/loyalty-points`,
      payload: { action: 'add', points: 25, reason: 'Birthday bonus' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = (
      await as('admin', { method: 'GET', url: `/api/audit/customer/${customer.id}` })
    ).json().data;
    expect(history.entries).toEqual([
      expect.objectContaining({
        actor: { _id: t.ids.cashier, name: 'Nimali Perera' },
        entityLabel: 'Kasuni Fernando',
        action: 'loyalty',
        before: { loyaltyPoints: 40, reason: null },
        after: { loyaltyPoints: 65, reason: 'Birthday bonus' },
      }),
    ]);
  });
});
