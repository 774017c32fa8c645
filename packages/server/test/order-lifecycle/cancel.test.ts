import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, customers, orders, payments } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import {
  orderPayload,
  orderTables,
  placeOrder,
  seedCatalogue,
  seedOrderCustomers,
} from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

/** Cancelling an order: the books, the customer's totals and discount, and a payment racing it. */
describe('cancelling an order', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    await openTills(t);
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  async function place(customerId: string = people.regular) {
    return placeOrder(as, orderPayload(customerId, catalogue.washAndDry));
  }

  const cancel = (id: string) =>
    as('cashier', {
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      payload: { status: 'cancelled' },
    });

  const pay = (id: string, amount: number) =>
    as('cashier', {
      method: 'POST',
      url: `/api/orders/${id}/payments`,
      payload: { method: 'cash', amount },
    });

  async function customer(id: string) {
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  it("takes the order out of the customer's totals", async () => {
    const kept = await place();
    const dropped = await place();
    expect(await customer(people.regular)).toMatchObject({ totalOrders: 2 });
    await pay(kept._id, 500);

    const response = await cancel(dropped._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await customer(people.regular)).toMatchObject({
      totalOrders: 1,
      totalSpentCents: 500_00,
    });
    const listed = await as('cashier', { method: 'GET', url: `/api/customers/${people.regular}` });
    expect(listed.json().data.customer).toMatchObject({ totalOrders: 1, totalSpent: 500 });
  });

  it('keeps the first-order campaign discount for a customer whose only order was cancelled', async () => {
    const first = await place(people.newcomer);
    expect(first.discount?.type).toBe('campaign');
    expect((await cancel(first._id)).statusCode).toBe(200);
    expect(await customer(people.newcomer)).toMatchObject({ totalOrders: 0, totalSpentCents: 0 });

    const info = await as('cashier', {
      method: 'GET',
      url: `/api/customers/${people.newcomer}/discount-info`,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.orderHistory).toMatchObject({ totalOrders: 0, isFirstOrder: true });
    const again = await place(people.newcomer);
    expect(again.discount?.type).toBe('campaign');
    expect(again.discountAmount).toBe(first.discountAmount);
  });

  it('shows nothing due on a cancelled order, in the order and in the list', async () => {
    const order = await place();
    expect(order.balanceAmount).toBe(order.totalAmount);
    const response = await cancel(order._id);
    expect(response.json().data.order).toMatchObject({ status: 'cancelled', balanceAmount: 0 });
    const list = await as('cashier', { method: 'GET', url: '/api/orders' });
    const row = list.json().data.orders.find((entry: { _id: string }) => entry._id === order._id);
    expect(row).toMatchObject({ status: 'cancelled', balanceAmount: 0 });
    const history = await as('cashier', {
      method: 'GET',
      url: `/api/customers/${people.regular}/orders`,
    });
    expect(history.json().data.orders[0]).toMatchObject({ balanceAmount: 0 });
  });

  it('refuses to cancel an order holding money, even a completed one, and changes nothing', async () => {
    const part = await place();
    await pay(part._id, 1);
    const whole = await place();
    await pay(whole._id, whole.totalAmount);
    for (const status of ['drying', 'complete']) {
      const moved = await as('cashier', {
        method: 'PATCH',
        url: `/api/orders/${whole._id}/status`,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const before = await orderTables(t.db);
    const customerBefore = await customer(people.regular);
    for (const id of [part._id, whole._id]) {
      const response = await cancel(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Order has payment and cannot be cancelled. Refund payment first.',
      });
    }
    expect(await orderTables(t.db)).toEqual(before);
    expect(await customer(people.regular)).toEqual(customerBefore);
  });

  it('serves a payment and a cancel sent together one after the other: one wins, the other gets 409', async () => {
    const placed = await Promise.all([place(), place(), place(), place()]);
    for (const [index, order] of placed.entries()) {
      // Alternate which one is sent first, so either may reach the lock first.
      const [paid, cancelled] =
        index % 2 === 0
          ? await Promise.all([pay(order._id, 100), cancel(order._id)])
          : await Promise.all([cancel(order._id), pay(order._id, 100)]).then(
              ([c, p]) => [p, c] as const,
            );
      const won = [paid?.statusCode === 201, cancelled?.statusCode === 200].filter(Boolean);
      expect(won, `${paid?.body} / ${cancelled?.body}`).toHaveLength(1);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      const taken = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
      if (cancelled?.statusCode === 200) {
        expect(paid?.statusCode).toBe(409);
        expect(paid?.json().message).toBe('A cancelled order cannot take a payment');
        expect(row).toMatchObject({ status: 'cancelled', paidAmountCents: 0 });
        expect(taken).toEqual([]);
      } else {
        expect(paid?.statusCode).toBe(201);
        expect(cancelled?.statusCode).toBe(409);
        expect(cancelled?.json().message).toBe(
          'Order has payment and cannot be cancelled. Refund payment first.',
        );
        expect(row).toMatchObject({ status: 'received', paidAmountCents: 100_00 });
        expect(taken).toHaveLength(1);
      }
    }
    // The customer's totals agree with whatever won.
    const rows = await t.db.select().from(orders).where(eq(orders.customerId, people.regular));
    const counted = rows.filter((row) => row.status !== 'cancelled');
    expect(await customer(people.regular)).toMatchObject({
      totalOrders: counted.length,
      totalSpentCents: counted.reduce((sum, row) => sum + row.paidAmountCents, 0),
    });
  });

  it('writes the cancel to the status history in the same transaction', async () => {
    const order = await place();
    await cancel(order._id);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'status',
      after: { status: 'cancelled', orderPhase: 'cancelled' },
    });
  });
});
