import { refundMessages } from '@laundry/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  customers,
  loyaltyHistory,
  orders,
  outbox,
  payments,
  refunds,
} from '../../src/db/schema';
import { orderTables, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';
import { refundCalls } from './helpers';

describe('refunds (issue 21)', () => {
  const t = useTestApp();
  const { as, place, pay, refund, load } = refundCalls(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    await openTills(t);
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  /** An order of LKR 875 paid in full in one cash payment. */
  async function paidOrder() {
    const order = await place(people.regular, catalogue.washAndDry);
    expect(order.totalAmount).toBe(875);
    const paid = await pay(order._id, 875);
    const payment = paid.payments[0];
    if (!payment) throw new Error('no payment');
    return { order: paid, paymentId: payment._id };
  }

  it('refunds part of a payment: paid, balance and status counted again, shown on the order, audited', async () => {
    const { order, paymentId } = await paidOrder();
    t.clock.advance(60_000);
    const response = await refund(order, paymentId, {
      amount: 300.5,
      method: 'bank_transfer',
      reason: '  Shirt returned stained ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(refundMessages.created);

    const after = await load(order._id);
    expect([
      after.paidAmount,
      after.balanceAmount,
      after.refundDueAmount,
      after.paymentStatus,
    ]).toEqual([574.5, 300.5, 0, 'partial']);
    expect(after.refunds).toEqual([
      {
        _id: expect.any(String),
        paymentId,
        amount: 300.5,
        method: 'bank_transfer',
        reason: 'Shirt returned stained',
        refundedBy: 'Shop Owner',
        refundedAt: t.clock().toISOString(),
      },
    ]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'refund')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorName).toBe('Shop Owner');
    expect(audited[0]?.before).toMatchObject({ paidAmount: 875, paymentStatus: 'paid' });
    // The receipt mailed to the customer shows the refund.
    await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/send-receipt`,
      payload: { email: 'ruwan@mail.lk' },
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'ruwan@mail.lk'));
    // formatCurrency puts a no-break space after LKR.
    expect(mail?.text).toMatch(/Balance: LKR\s300\.50\n/);
    expect(mail?.text).toMatch(/Refunded .+: -LKR\s300\.50 \(Shirt returned stained\)/);
    expect(audited[0]?.after).toMatchObject({
      paidAmount: 574.5,
      balanceAmount: 300.5,
      paymentStatus: 'partial',
      refundAmount: 300.5,
      reason: 'Shirt returned stained',
    });
  });

  it("takes a refund off the customer's totalSpent, in the refund's transaction", async () => {
    const { order, paymentId } = await paidOrder();
    const spent = async () =>
      (await as('cashier', { method: 'GET', url: `/api/customers/${people.regular}` })).json().data
        .customer.totalSpent;
    expect(await spent()).toBe(875);
    await refund(order, paymentId, { amount: 700, method: 'cash', reason: 'Shrunk in the wash' });
    expect(await spent()).toBe(175);
    await refund(order, paymentId, { amount: 175, method: 'cash', reason: 'The rest' });
    expect(await spent()).toBe(0);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, people.regular));
    expect(row).toMatchObject({ totalOrders: 1, totalSpentCents: 0 });
  });

  it('never refunds more than is left of the payment, and says how much is', async () => {
    const { order, paymentId } = await paidOrder();
    expect(
      (await refund(order, paymentId, { amount: 800, method: 'cash', reason: 'a' })).statusCode,
    ).toBe(201);
    const before = await orderTables(t.db);
    const over = await refund(order, paymentId, { amount: 75.01, method: 'cash', reason: 'b' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      success: false,
      message: 'The refund is more than what is left to refund on this payment (LKR 75.00)',
      field: 'amount',
    });
    expect(await orderTables(t.db)).toEqual(before);
    expect(await t.db.$count(refunds)).toBe(1);
  });

  it('refuses bad input with 400 and a clear message, an unknown payment with 404', async () => {
    const { order, paymentId } = await paidOrder();
    const other = await paidOrder();
    const cases: [object, number, string][] = [
      [{ amount: 0, method: 'cash', reason: 'x' }, 400, refundMessages.amountPositive],
      [{ amount: 1.005, method: 'cash', reason: 'x' }, 400, refundMessages.amountDecimals],
      [{ amount: 1e12, method: 'cash', reason: 'x' }, 400, refundMessages.amountMax],
      [{ amount: 10, method: 'card', reason: 'x' }, 400, refundMessages.methodRequired],
      [{ amount: 10, method: 'cash', reason: '   ' }, 400, refundMessages.reasonRequired],
      [{ amount: 10, method: 'cash', reason: 'x'.repeat(501) }, 400, refundMessages.reasonTooLong],
    ];
    for (const [payload, status, message] of cases) {
      const response = await refund(order, paymentId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    // Another order's payment is not this order's.
    const foreign = await refund(order, other.paymentId, {
      amount: 10,
      method: 'cash',
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(refundMessages.paymentNotFound);
    const badId = await refund(order, 'not-a-uuid', { amount: 10, method: 'cash', reason: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(await t.db.$count(refunds)).toBe(0);
  });

  it('is for admins: a cashier gets 403 and nothing changes', async () => {
    const { order, paymentId } = await paidOrder();
    const before = await orderTables(t.db);
    const response = await refund(
      order,
      paymentId,
      { amount: 10, method: 'cash', reason: 'x' },
      { account: 'cashier' },
    );
    expect(response.statusCode).toBe(403);
    expect(await orderTables(t.db)).toEqual(before);
  });

  it('records one refund for a double click with the same Idempotency-Key', async () => {
    const { order, paymentId } = await paidOrder();
    const payload = { amount: 100, method: 'cash', reason: 'Double click' };
    const first = await refund(order, paymentId, payload, { key: 'refund-7f3c' });
    const second = await refund(order, paymentId, payload, { key: 'refund-7f3c' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.$count(refunds)).toBe(1);
    expect((await load(order._id)).paidAmount).toBe(775);
  });

  it('serves refund ∥ refund of one payment one after the other: one wins, the other gets 409', async () => {
    const { order, paymentId } = await paidOrder();
    const results = await Promise.all(
      ['first', 'second'].map((reason) =>
        refund(order, paymentId, { amount: 500, method: 'cash', reason }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe(
      'The refund is more than what is left to refund on this payment (LKR 375.00)',
    );
    expect(await t.db.$count(refunds)).toBe(1);
    const after = await load(order._id);
    expect([after.paidAmount, after.balanceAmount]).toEqual([375, 500]);
  });

  it('confirms a prepaid pickup order lower: the difference is a refund due, cleared by a refund', async () => {
    const order = await place(people.regular, catalogue.washAndDry, {
      pickupRequired: true,
      pickupAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
    });
    const paid = await pay(order._id, order.totalAmount);
    const paymentId = paid.payments[0]?._id ?? '';
    const item = order.items[0];
    if (!item) throw new Error('no line');
    const confirmed = await as('cashier', {
      method: 'PUT',
      url: `/api/orders/${order._id}/confirm-items`,
      payload: { items: [{ itemId: item._id, actualQuantity: 1, actualWeight: 2 }] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const lower = await load(order._id);
    const due = order.totalAmount - lower.totalAmount;
    expect(due).toBeGreaterThan(0);
    expect([lower.balanceAmount, lower.refundDueAmount, lower.paymentStatus]).toEqual([
      0,
      due,
      'paid',
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.balanceCents).toBe(0);

    const cleared = await refund(lower, paymentId, {
      amount: due,
      method: 'cash',
      reason: 'Weighed less',
    });
    expect(cleared.statusCode, cleared.body).toBe(201);
    const settled = await load(order._id);
    expect([settled.paidAmount, settled.balanceAmount, settled.refundDueAmount]).toEqual([
      lower.totalAmount,
      0,
      0,
    ]);
  });

  it('takes back the loyalty points of an order refunded in full, with a history row', async () => {
    const order = await place(people.regular, catalogue.washAndDry);
    for (const status of ['drying', 'complete']) {
      const moved = await as('cashier', {
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // Two payments, so that the first refund is not yet the whole.
    await pay(order._id, 500);
    const paid = await pay(order._id, 375);
    expect(paid.loyaltyPointsEarned).toBe(8);
    const points = async () =>
      (await t.db.select().from(customers).where(eq(customers.id, people.regular)))[0]
        ?.loyaltyPoints;
    expect(await points()).toBe(8);

    const [first, second] = paid.payments;
    if (!first || !second) throw new Error('two payments expected');
    expect(
      (await refund(order, first._id, { amount: 500, method: 'cash', reason: 'a' })).statusCode,
    ).toBe(201);
    // The order keeps the points of the 375 the shop kept (decision 041).
    expect(await points()).toBe(3);
    expect(
      (await refund(order, second._id, { amount: 375, method: 'cash', reason: 'b' })).statusCode,
    ).toBe(201);
    expect(await points()).toBe(0);
    const after = await load(order._id);
    expect([after.paidAmount, after.paymentStatus, after.loyaltyPointsEarned]).toEqual([
      0,
      'unpaid',
      0,
    ]);
    const history = await t.db
      .select()
      .from(loyaltyHistory)
      .where(eq(loyaltyHistory.customerId, people.regular))
      .orderBy(loyaltyHistory.createdAt);
    expect(history.map((row) => [row.action, row.points, row.pointsAfter, row.reason])).toEqual([
      ['add', 8, 8, `Order ${order.orderNumber} completed and paid`],
      ['subtract', 5, 3, `Order ${order.orderNumber} refunded in part`],
      ['subtract', 3, 0, `Order ${order.orderNumber} refunded in full`],
    ]);
  });

  it('keeps money on the books: an order with refunds is not deleted (409, not 500)', async () => {
    const { order, paymentId } = await paidOrder();
    await refund(order, paymentId, { amount: 875, method: 'cash', reason: 'Order called off' });
    const response = await as('admin', { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(refundMessages.orderHasRefunds);
    expect(await t.db.$count(payments)).toBe(1);
    expect(await t.db.$count(refunds)).toBe(1);
  });

  it('is in the OpenAPI document with its body from the domain schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/orders/{id}/payments/{paymentId}/refunds']?.post;
    expect(operation?.requestBody?.content?.['application/json']?.schema?.required).toEqual([
      'amount',
      'method',
      'reason',
    ]);
  });
});
