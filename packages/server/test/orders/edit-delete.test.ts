import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, customers, orders, payments } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import {
  orderPayload,
  orderTables,
  recordPayment,
  seedCatalogue,
  seedOrderCustomers,
} from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';

describe('PUT and DELETE /api/orders/:id', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;
  let orderId: string;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    const created = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.newcomer, catalogue.washAndDry),
    });
    expect(created.statusCode, created.body).toBe(201);
    orderId = created.json().data.order._id;
  });

  const edit = (payload: object, account: 'cashier' | 'admin' = 'cashier') =>
    as(account, { method: 'PUT', url: `/api/orders/${orderId}`, payload });

  it('prices an edit again, keeping the first-order discount of the first order', async () => {
    const response = await edit(
      orderPayload(people.newcomer, catalogue.washAndDry, {
        items: [{ serviceId: catalogue.washAndDry, weight: 5 }],
        isExpressService: true,
        version: 1,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Order updated successfully');
    expect(response.json().data.order).toMatchObject({
      subtotal: 1750,
      discount: { type: 'campaign' },
      discountAmount: 350,
      expressServiceFee: 100,
      totalAmount: 1500,
      version: 2,
    });
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, people.newcomer));
    // Total spent is money received: nothing is paid yet.
    expect(customer).toMatchObject({ totalOrders: 1, totalSpentCents: 0 });
  });

  it('keeps a picked-up order received through an edit; a changed pickup choice sets the first status', async () => {
    const pickup = { street: '5 Lake Rd', city: 'Moratuwa' };
    const placed = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.regular, catalogue.washAndDry, {
        pickupRequired: true,
        pickupAddress: pickup,
      }),
    });
    expect(placed.json().data.order.status).toBe('pickup');
    orderId = placed.json().data.order._id;
    const moved = await as('cashier', {
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      payload: { status: 'received' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const kept = await edit(
      orderPayload(people.regular, catalogue.washAndDry, {
        pickupRequired: true,
        pickupAddress: pickup,
        items: [{ serviceId: catalogue.washAndDry, weight: 3 }],
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.order.status).toBe('received');

    const dropped = await edit(orderPayload(people.regular, catalogue.washAndDry));
    expect(dropped.json().data.order.status).toBe('received');
    const again = await edit(
      orderPayload(people.regular, catalogue.washAndDry, {
        pickupRequired: true,
        pickupAddress: pickup,
      }),
    );
    expect(again.json().data.order.status).toBe('pickup');
  });

  it('moves the totals when the order changes customer', async () => {
    const response = await edit(orderPayload(people.regular, catalogue.washAndDry));
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db.select().from(customers);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(people.newcomer)?.totalOrders).toBe(0);
    expect(byId.get(people.regular)).toMatchObject({ totalOrders: 1, totalSpentCents: 0 });
  });

  it('refuses a stale copy with 409', async () => {
    expect(
      (await edit(orderPayload(people.newcomer, catalogue.washAndDry, { version: 1 }))).statusCode,
    ).toBe(200);
    const stale = await edit(orderPayload(people.newcomer, catalogue.washAndDry, { version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().field).toBe('version');
  });

  it('refuses to edit a paid order with the spec reason, and changes nothing', async () => {
    await recordPayment(t.db, orderId, 100_00, t.clock());
    const before = await orderTables(t.db);
    const response = await edit(
      orderPayload(people.newcomer, catalogue.dryCleaning, {
        items: [{ serviceId: catalogue.dryCleaning, quantity: 3 }],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Order has payment and cannot be edited. Refund payment first.',
    });
    expect(await orderTables(t.db)).toEqual(before);
  });

  it.each([
    ['processing', 'Order is being processed and cannot be edited'],
    ['completed', 'Order is completed and cannot be edited'],
    ['cancelled', 'Order is cancelled and cannot be edited'],
  ])('refuses to edit an order in the %s phase', async (orderPhase, message) => {
    await t.db.update(orders).set({ orderPhase }).where(eq(orders.id, orderId));
    const response = await edit(orderPayload(people.newcomer, catalogue.washAndDry));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await as('cashier', {
      method: 'PUT',
      url: '/api/orders/00000000-0000-4000-8000-000000000000',
      payload: orderPayload(people.newcomer, catalogue.washAndDry),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a cashier a delete (403) and stores nothing', async () => {
    const before = await orderTables(t.db);
    const response = await as('cashier', { method: 'DELETE', url: `/api/orders/${orderId}` });
    expect(response.statusCode).toBe(403);
    expect(await orderTables(t.db)).toEqual(before);
  });

  it('lets an admin delete an unpaid order, in one go, with an audit row, and corrects the totals', async () => {
    const response = await as('admin', { method: 'DELETE', url: `/api/orders/${orderId}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Order permanently deleted',
      data: null,
    });
    expect(await orderTables(t.db)).toEqual({ orders: [], items: [], payments: [] });
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, people.newcomer));
    expect(customer).toMatchObject({ totalOrders: 0, totalSpentCents: 0 });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(audited.map((row) => [row.action, row.actorId, row.after])).toEqual([
      ['delete', t.ids.admin, null],
    ]);
    expect(audited[0]?.before).toMatchObject({ paidAmount: 0, status: 'received' });
    const again = await as('admin', { method: 'DELETE', url: `/api/orders/${orderId}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete an order holding money ("Refund payment first.") and changes nothing', async () => {
    await recordPayment(t.db, orderId, 300_00, t.clock());
    const before = await orderTables(t.db);
    const customerBefore = await t.db.select().from(customers);
    const response = await as('admin', { method: 'DELETE', url: `/api/orders/${orderId}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Order has payment and cannot be deleted. Refund payment first.',
    );
    expect(await orderTables(t.db)).toEqual(before);
    expect(await t.db.select().from(customers)).toEqual(customerBefore);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, orderId))).toEqual([]);
    expect(await t.db.$count(payments)).toBe(1);
  });
});
