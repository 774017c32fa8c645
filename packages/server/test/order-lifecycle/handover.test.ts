import { orderSchema, readyListDataSchema } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

const DAY_MS = 24 * 3600_000;

describe('the shelf and the handover (decision 025)', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  async function place(extra: object = {}) {
    return placeOrder(as, orderPayload(people.regular, catalogue.washAndDry, extra));
  }

  const move = (id: string, payload: object) =>
    as('cashier', { method: 'PATCH', url: `/api/orders/${id}/status`, payload });

  const handOver = (id: string, payload: object, key = crypto.randomUUID()) =>
    as('cashier', {
      method: 'POST',
      url: `/api/orders/${id}/handover`,
      payload,
      headers: { 'idempotency-key': key },
    });

  const ready = async (search?: string) => {
    const response = await as('cashier', {
      method: 'GET',
      url: `/api/orders/ready${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return readyListDataSchema.parse(response.json().data);
  };

  /** A walk-in order on the shelf at `slot`. */
  async function onShelf(slot?: string) {
    const order = await place();
    expect((await move(order._id, { status: 'drying' })).statusCode).toBe(200);
    const done = await move(order._id, {
      status: 'complete',
      ...(slot ? { shelfSlot: slot } : {}),
    });
    expect(done.statusCode, done.body).toBe(200);
    return orderSchema.parse(done.json().data.order);
  }

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    await openTills(t);
  });

  it('keeps the slot at Services Complete and lists the bag with days waiting and balance', async () => {
    const order = await onShelf(' B3 ');
    expect(order.shelfSlot).toBe('B3');
    expect(order.readyAt).toBe(t.clock().toISOString());
    // Finished two days ago (moving the clock that far would expire the session).
    await t.db
      .update(orders)
      .set({ readyAt: new Date(t.clock().getTime() - 2 * DAY_MS) })
      .where(eq(orders.id, order._id));
    const list = await ready();
    expect(list.orders).toEqual([
      expect.objectContaining({
        _id: order._id,
        shelfSlot: 'B3',
        daysWaiting: 2,
        balanceDue: order.totalAmount,
      }),
    ]);
    expect(list.pagination.totalOrders).toBe(1);
    expect((await ready(order.orderNumber)).orders).toHaveLength(1);
    expect((await ready('ORD-nothing')).orders).toHaveLength(0);
  });

  it('refuses a slot on any other move with a 400', async () => {
    const order = await place();
    const response = await move(order._id, { status: 'washing', shelfSlot: 'B3' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'shelfSlot' });
  });

  it('refuses to hand over a bag with money due and takes no payment for a part of it', async () => {
    const order = await onShelf();
    const unpaid = await handOver(order._id, {});
    expect(unpaid.statusCode, unpaid.body).toBe(409);
    expect(unpaid.json().message).toMatch(/due: take the payment before handing it over/);
    const part = await handOver(order._id, { payment: { method: 'cash', amount: 1 } });
    expect(part.statusCode, part.body).toBe(409);
    // Rolled back as a whole: the part payment is not kept.
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order._id))).toEqual([]);
    const moveDirect = await move(order._id, { status: 'collected' });
    expect(moveDirect.statusCode).toBe(409);
  });

  it('takes the balance and marks the bag collected in one step, once per key', async () => {
    const order = await onShelf('A1');
    const key = crypto.randomUUID();
    const payload = { payment: { method: 'cash', amount: order.balanceAmount } };
    const response = await handOver(order._id, payload, key);
    expect(response.statusCode, response.body).toBe(200);
    const collected = orderSchema.parse(response.json().data.order);
    expect(collected).toMatchObject({
      status: 'collected',
      orderPhase: 'completed',
      balanceAmount: 0,
      paidAmount: order.totalAmount,
      shelfSlot: null,
    });
    expect((await handOver(order._id, payload, key)).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(
      1,
    );
    expect((await ready()).orders).toEqual([]);
    // Finished: nothing follows, not even a cancel.
    expect((await move(order._id, { status: 'cancelled' })).statusCode).toBe(409);
  });

  it('hands over a paid bag without a payment, and refuses one not on the shelf', async () => {
    const order = await onShelf();
    const paid = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/payments`,
      payload: { method: 'cash', amount: order.balanceAmount },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const response = await handOver(order._id, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order.status).toBe('collected');
    const washing = await place();
    expect((await handOver(washing._id, {})).json()).toMatchObject({
      message: 'This order is not ready to hand over',
    });
  });

  it('delivers a delivery after it goes out, with the delivery date', async () => {
    const order = await place({
      deliveryRequired: true,
      deliveryAddress: { street: '1 Lane', city: 'Kandy' },
      deliveryPriceType: 'free',
    });
    await move(order._id, { status: 'drying' });
    await move(order._id, { status: 'complete' });
    expect((await ready()).orders).toEqual([]);
    expect((await move(order._id, { status: 'delivered' })).statusCode).toBe(409);
    expect((await move(order._id, { status: 'deliver' })).statusCode).toBe(200);
    const response = await handOver(order._id, {});
    expect(response.statusCode, response.body).toBe(200);
    const delivered = orderSchema.parse(response.json().data.order);
    expect(delivered.status).toBe('delivered');
    expect(delivered.actualDeliveryDate).toBe(t.clock().toISOString());
  });
});
