import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, loyaltyHistory } from '../../src/db/schema';
import { seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';
import { refundCalls } from '../refunds/helpers';

/**
 * Issue 38, finding 8: paid 3,600 and earned 36 points, then 3,599.99 refunded — the customer
 * kept 36 points for LKR 0.01. A refund takes back the points of the money that went back: the
 * order keeps the points of what the shop kept (docs/decisions/041).
 */
describe('loyalty after a partial refund', () => {
  const t = useTestApp();
  const { as, place, pay, refund, load } = refundCalls(t);

  it('keeps only the points of the money the shop kept', async () => {
    const catalogue = await seedCatalogue(t.db);
    const people = await seedOrderCustomers(t.db);
    await openTills(t);
    // 10 kg of Wash & Dry at 350.00 = 3,500.00 (35 points).
    const order = await place(people.regular, catalogue.washAndDry, {
      items: [{ serviceId: catalogue.washAndDry, weight: 10, clothingCategory: 'normal_clothes' }],
    });
    for (const status of ['drying', 'complete']) {
      const moved = await as('cashier', {
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const paid = await pay(order._id, 3500);
    expect(paid.loyaltyPointsEarned).toBe(35);
    const payment = paid.payments[0];
    if (!payment) throw new Error('a payment expected');
    const points = async () =>
      (await t.db.select().from(customers).where(eq(customers.id, people.regular)))[0]
        ?.loyaltyPoints;

    const small = await refund(order, payment._id, { amount: 100, method: 'cash', reason: 'a' });
    expect(small.statusCode, small.body).toBe(201);
    expect(await points()).toBe(34);
    expect((await load(order._id)).loyaltyPointsEarned).toBe(34);

    const nearly = await refund(order, payment._id, {
      amount: 3399.99,
      method: 'cash',
      reason: 'Ruined shirt',
    });
    expect(nearly.statusCode, nearly.body).toBe(201);
    expect(await points()).toBe(0);
    const history = await t.db
      .select()
      .from(loyaltyHistory)
      .where(eq(loyaltyHistory.customerId, people.regular))
      .orderBy(loyaltyHistory.createdAt);
    expect(history.map((row) => [row.action, row.points, row.pointsAfter, row.reason])).toEqual([
      ['add', 35, 35, `Order ${order.orderNumber} completed and paid`],
      ['subtract', 1, 34, `Order ${order.orderNumber} refunded in part`],
      ['subtract', 34, 0, `Order ${order.orderNumber} refunded in part`],
    ]);
  });
});
