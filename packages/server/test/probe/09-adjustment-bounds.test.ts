import { drawerMessages } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { tillCalls } from './till-calls';

/**
 * Issue 38, finding 9: an adjustment of −10,000,000 took a close's count to −9,999,500, and
 * reopening it then failed with "A value is outside its allowed range". An adjusted count is
 * still a count: from 0 to the largest a count may be (docs/decisions/041).
 */
describe('till adjustments', () => {
  const t = useTestApp();
  const till = tillCalls(t);

  it('cannot take the counted cash below 0 or above the largest count', async () => {
    const session = await till.open('cashier', 500);
    await till.close('cashier', session._id, 500);

    const below = await till.adjust(session._id, { amount: -10_000_000, reason: 'r' });
    expect(below.statusCode, below.body).toBe(409);
    expect(below.json()).toMatchObject({ message: drawerMessages.countBelowZero, field: 'amount' });
    const above = await till.adjust(session._id, { amount: 10_000_000, reason: 'r' });
    expect(above.statusCode, above.body).toBe(409);
    expect(above.json().message).toBe(drawerMessages.countAboveMax);

    const toZero = await till.adjust(session._id, { amount: -500, reason: 'Counted twice' });
    expect(toZero.statusCode, toZero.body).toBe(201);
    expect(toZero.json().data.report.session.counted).toBe(0);

    const reopened = await till.reopen(session._id);
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json().data.session).toMatchObject({ float: 0, number: session.number + 1 });
  });
});
