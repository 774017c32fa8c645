import { drawerMessages } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { tillCalls } from './till-calls';

/**
 * Issue 38, finding 2: a paid-out of 99,999 from a drawer opened with 100 was taken, the
 * expected cash went to −99,899 and an empty drawer then read as a surplus. A paid-out or drop
 * cannot take out cash the drawer does not hold (docs/decisions/041).
 */
describe("the drawer's expected cash never goes below zero", () => {
  const t = useTestApp();
  const till = tillCalls(t);

  it('refuses a paid-out or drop beyond what the drawer holds, and takes one within it', async () => {
    const session = await till.open('cashier', 100);
    for (const kind of ['paid_out', 'drop']) {
      const refused = await till.move('cashier', session._id, {
        kind,
        amount: 99_999,
        reason: 'r',
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        message: drawerMessages.short(100_00),
        field: 'amount',
      });
    }
    const within = await till.move('cashier', session._id, {
      kind: 'paid_out',
      amount: 100,
      reason: 'Detergent',
    });
    expect(within.statusCode, within.body).toBe(201);
    const more = await till.move('cashier', session._id, {
      kind: 'paid_out',
      amount: 0.01,
      reason: 'r',
    });
    expect(more.statusCode, more.body).toBe(409);
    const z = await till.close('cashier', session._id, 0);
    expect(z.figures.expected).toBe(0);
    expect(z.session.variance).toBe(0);
  });
});
