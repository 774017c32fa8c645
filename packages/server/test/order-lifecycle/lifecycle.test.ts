import { formatCurrency, orderSchema, rolePermissions } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outbox, payments } from '../../src/db/schema';
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

describe('order status and payments', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  async function place(extra: object = {}) {
    return placeOrder(as, orderPayload(people.regular, catalogue.washAndDry, extra));
  }

  const move = (id: string, status: string, notes?: string) =>
    as('cashier', {
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      payload: { status, ...(notes ? { notes } : {}) },
    });

  const pay = (id: string, payload: object, key?: string) =>
    as('cashier', {
      method: 'POST',
      url: `/api/orders/${id}/payments`,
      payload,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  beforeEach(async () => {
    await openTills(t);
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  describe('status', () => {
    it('moves up to two offered steps on, with the phase, a note and a history row', async () => {
      // Wash & Dry offers washing and drying; no ironing, no pickup, no delivery.
      const order = await place();
      expect(order.status).toBe('received');
      const moved = await move(order._id, 'drying', 'Started late');
      expect(moved.statusCode, moved.body).toBe(200);
      const after = orderSchema.parse(moved.json().data.order);
      expect(after.status).toBe('drying');
      expect(after.orderPhase).toBe('processing');
      expect(after.staffNotes).toContain('Drying: Started late');
      const history = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
      expect(history.map((row) => [row.action, row.before, row.after])).toEqual([
        [
          'status',
          { status: 'received', orderPhase: 'draft', notes: null },
          { status: 'drying', orderPhase: 'processing', notes: 'Started late' },
        ],
      ]);
    });

    it('answers the status history, oldest first, with who moved it and the note', async () => {
      const order = await place();
      await move(order._id, 'washing');
      t.clock.advance(60_000);
      const second = await move(order._id, 'drying', 'Dryer 2');
      expect(second.statusCode, second.body).toBe(200);
      const response = await as('cashier', {
        method: 'GET',
        url: `/api/orders/${order._id}/status-history`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const history = response.json().data.history;
      expect(
        history.map((change: { from: string; to: string; notes: string | null }) => [
          change.from,
          change.to,
          change.notes,
        ]),
      ).toEqual([
        ['received', 'washing', null],
        ['washing', 'drying', 'Dryer 2'],
      ]);
      expect(history[0].by).toBeTruthy();
      expect(Date.parse(history[0].at)).toBeLessThanOrEqual(Date.parse(history[1].at));

      const missing = await as('cashier', {
        method: 'GET',
        url: '/api/orders/00000000-0000-4000-8000-000000000000/status-history',
      });
      expect(missing.statusCode).toBe(404);
      const malformed = await as('cashier', {
        method: 'GET',
        url: '/api/orders/nope/status-history',
      });
      expect(malformed.statusCode).toBe(400);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/status-history`,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses a jump of more than two steps, a step the services do not have, and any move after cancelled', async () => {
      const order = await place();
      const tooFar = await move(order._id, 'complete');
      expect(tooFar.statusCode).toBe(409);
      expect(tooFar.json().message).toBe(
        'This order cannot move from Items Received to Services Complete',
      );
      const notOffered = await move(order._id, 'ironing');
      expect(notOffered.statusCode).toBe(409);
      const noDelivery = await move(order._id, 'deliver');
      expect(noDelivery.statusCode).toBe(409);

      expect((await move(order._id, 'cancelled')).statusCode).toBe(200);
      const afterCancel = await move(order._id, 'washing');
      expect(afterCancel.statusCode).toBe(409);
      expect(afterCancel.json().message).toBe('A cancelled order cannot change status');
    });

    // 'deliver' is Ready for Delivery (spec part 2 §4): the bag is still in the shop, so the
    // timeline's 'Order Delivered' (shown when actualDeliveryDate is set) must not appear yet.
    it('does not mark a delivery order delivered when it is ready for delivery', async () => {
      const order = await place({
        deliveryRequired: true,
        deliveryAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
      });
      for (const status of ['drying', 'complete', 'deliver']) {
        const response = await move(order._id, status);
        expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      }
      const delivered = orderSchema.parse((await move(order._id, 'deliver')).json().data.order);
      expect(delivered.orderPhase).toBe('completed');
      expect(delivered.status).toBe('deliver');
      expect(delivered.actualDeliveryDate).toBeNull();
    });

    it.each([
      [{ status: 'teleported' }, 'Please select a status'],
      [{ status: 'washing', notes: 'x'.repeat(501) }, ''],
      [{ status: 'washing', extra: 1 }, ''],
    ])('refuses %j with 400 and changes nothing', async (payload, message) => {
      const order = await place();
      const before = await orderTables(t.db);
      const response = await as('cashier', {
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await orderTables(t.db)).toEqual(before);
    });
  });

  describe('payments', () => {
    it('takes a bank transfer with extra items and settles the order', async () => {
      const order = await place(); // 2.5 kg × LKR 350 = LKR 875
      const response = await pay(order._id, {
        method: 'bank_transfer',
        amount: 875 + 2 * 50,
        transactionId: 'TX-12345',
        extraCharges: { items: [{ name: 'Hanger', price: 50, quantity: 2 }], total: 99999 },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe('Payment added successfully');
      const paid = orderSchema.parse(response.json().data.order);
      expect(paid.totalAmount).toBe(975);
      expect(paid.paidAmount).toBe(975);
      expect(paid.balanceAmount).toBe(0);
      expect(paid.paymentStatus).toBe('paid');
      expect(paid.payments).toHaveLength(1);
    });

    it('refuses an overpayment, a payment on a settled or cancelled order, and a short transaction id', async () => {
      const order = await place();
      const over = await pay(order._id, { method: 'cash', amount: 875.01 });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe('The payment is more than the LKR 875.00 due');

      const short = await pay(order._id, {
        method: 'bank_transfer',
        amount: 10,
        transactionId: 'AB',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain('Transaction ID must be at least 3 characters');
      const missing = await pay(order._id, { method: 'bank_transfer', amount: 10 });
      expect(missing.json().message).toContain('Transaction ID is required');

      expect((await pay(order._id, { method: 'cash', amount: 875 })).statusCode).toBe(201);
      const settled = await pay(order._id, { method: 'cash', amount: 1 });
      expect(settled.statusCode).toBe(409);
      expect(settled.json().message).toBe('This order is already paid in full');

      const other = await place();
      await move(other._id, 'cancelled');
      expect((await pay(other._id, { method: 'cash', amount: 1 })).statusCode).toBe(409);
    });

    it.each([
      [{ method: 'cheque', amount: 10 }],
      [{ method: 'cash', amount: 0 }],
      [{ method: 'cash', amount: -5 }],
      [{ method: 'cash', amount: 10.001 }],
      [{ method: 'cash', amount: 1e12 }],
      [{ method: 'cash', amount: '10' }],
      [
        {
          method: 'cash',
          amount: 10,
          extraCharges: { items: [{ name: '', price: 5, quantity: 1 }] },
        },
      ],
      [
        {
          method: 'cash',
          amount: 10,
          extraCharges: { items: [{ name: 'Bag', price: 5, quantity: 0 }] },
        },
      ],
    ])('refuses %j with 400 and stores nothing', async (payload) => {
      const order = await place();
      const before = await orderTables(t.db);
      const response = await pay(order._id, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(await orderTables(t.db)).toEqual(before);
    });

    it('records a replayed Idempotency-Key once', async () => {
      const order = await place();
      const first = await pay(order._id, { method: 'cash', amount: 100 }, 'pay-key-1');
      const again = await pay(order._id, { method: 'cash', amount: 100 }, 'pay-key-1');
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json().data.order.paidAmount).toBe(100);
      const rows = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
      expect(rows).toHaveLength(1);
    });

    it('records at most the balance when 20 payments arrive at once', async () => {
      const order = await place(); // LKR 875 due
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => pay(order._id, { method: 'cash', amount: 100 })),
      );
      const taken = answers.filter((response) => response.statusCode === 201).length;
      expect(taken).toBe(8);
      expect(answers.filter((response) => response.statusCode === 409)).toHaveLength(12);
      const rows = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
      expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(800_00);
    });
  });

  describe('confirm items and mail', () => {
    const pickup = {
      pickupRequired: true,
      pickupAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
    };

    it('prices a picked-up order again from the weighed items, once', async () => {
      const order = await place(pickup); // 2.5 kg estimated: LKR 875 + pickup
      const item = order.items[0];
      if (!item) throw new Error('no line');
      const confirm = (weight: number) =>
        as('cashier', {
          method: 'PUT',
          url: `/api/orders/${order._id}/confirm-items`,
          payload: {
            items: [
              { itemId: item._id, actualQuantity: 1, actualWeight: weight, clothingCategory: null },
            ],
          },
        });
      const response = await confirm(3);
      expect(response.statusCode, response.body).toBe(200);
      const confirmed = orderSchema.parse(response.json().data.order);
      expect(confirmed.items[0]?.totalPrice).toBe(1050);
      expect(confirmed.totalAmount).toBe(order.totalAmount + 175);
      expect(confirmed.itemsConfirmed).toBe(true);
      expect(confirmed.orderPhase).toBe('confirmed');
      expect((await confirm(2)).statusCode).toBe(409);
    });

    it('writes the move to received into the status history, with why, once', async () => {
      const order = await place(pickup);
      expect(order.status).toBe('pickup');
      const item = order.items[0];
      if (!item) throw new Error('no line');
      const response = await as('cashier', {
        method: 'PUT',
        url: `/api/orders/${order._id}/confirm-items`,
        payload: {
          items: [{ itemId: item._id, actualQuantity: 1, actualWeight: 3 }],
          notes: 'Weighed at the shop',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(orderSchema.parse(response.json().data.order).status).toBe('received');
      const history = async () =>
        (
          await as('cashier', { method: 'GET', url: `/api/orders/${order._id}/status-history` })
        ).json().data.history as { from: string; to: string; notes: string | null }[];
      expect((await history()).map((change) => [change.from, change.to, change.notes])).toEqual([
        ['pickup', 'received', 'Items confirmed: Weighed at the shop'],
      ]);
      // The next move follows it (a minute later: the history is ordered by time); a refused
      // second confirmation writes nothing.
      t.clock.advance(60_000);
      expect((await move(order._id, 'washing')).statusCode).toBe(200);
      const again = await as('cashier', {
        method: 'PUT',
        url: `/api/orders/${order._id}/confirm-items`,
        payload: { items: [{ itemId: item._id, actualQuantity: 1, actualWeight: 2 }] },
      });
      expect(again.statusCode).toBe(409);
      expect((await history()).map((change) => [change.from, change.to, change.notes])).toEqual([
        ['pickup', 'received', 'Items confirmed: Weighed at the shop'],
        ['received', 'washing', null],
      ]);
    });

    it('writes no status row when the order was already received', async () => {
      const order = await place(pickup);
      const item = order.items[0];
      if (!item) throw new Error('no line');
      expect((await move(order._id, 'received')).statusCode).toBe(200);
      const response = await as('cashier', {
        method: 'PUT',
        url: `/api/orders/${order._id}/confirm-items`,
        payload: { items: [{ itemId: item._id, actualQuantity: 1, actualWeight: 3 }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
      // Only the move made by hand: the confirmation found the order already received.
      expect(
        rows
          .filter((row) => row.action === 'status')
          .map((row) => (row.after as { status: string }).status),
      ).toEqual(['received']);
    });

    it('refuses a weight of 0, an unknown line, and an order without pickup', async () => {
      const order = await place(pickup);
      const item = order.items[0];
      if (!item) throw new Error('no line');
      const before = await orderTables(t.db);
      for (const items of [
        [{ itemId: item._id, actualQuantity: 1, actualWeight: 0 }],
        [{ itemId: '00000000-0000-4000-8000-000000000000', actualQuantity: 1, actualWeight: 2 }],
        [{ itemId: item._id, actualQuantity: 1, actualWeight: -1 }],
      ]) {
        const response = await as('cashier', {
          method: 'PUT',
          url: `/api/orders/${order._id}/confirm-items`,
          payload: { items },
        });
        expect(response.statusCode).toBe(400);
      }
      expect(await orderTables(t.db)).toEqual(before);
      const counter = await place();
      const refused = await as('cashier', {
        method: 'PUT',
        url: `/api/orders/${counter._id}/confirm-items`,
        payload: { items: [{ itemId: counter.items[0]?._id, actualQuantity: 1, actualWeight: 2 }] },
      });
      expect(refused.statusCode).toBe(409);
    });

    it('keeps the receipt in the outbox when no mail service is configured', async () => {
      const order = await place();
      const response = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${order._id}/send-receipt`,
        payload: { email: 'Ruwan@Mail.lk' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        sent: false,
        warning: 'email service not configured',
      });
      const kept = await t.db.select().from(outbox);
      expect(
        kept.some(
          (mail) => mail.to === 'ruwan@mail.lk' && mail.subject.includes(order.orderNumber),
        ),
      ).toBe(true);
      const noAddress = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${order._id}/send-receipt`,
        payload: {},
      });
      expect(noAddress.statusCode, noAddress.body).toBe(200);
    });
  });

  describe('mail about an order', () => {
    const send = (id: string, call: 'send-receipt' | 'send-bank-details', payload: object) =>
      as('cashier', { method: 'POST', url: `/api/orders/${id}/${call}`, payload });

    it("sends the receipt only to the customer's own address", async () => {
      const order = await place();
      const before = await t.db.select().from(outbox);
      const elsewhere = await send(order._id, 'send-receipt', { email: 'someone@else.lk' });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({
        message: "Order mail goes only to the customer's own email address",
        field: 'email',
      });
      const bank = await send(order._id, 'send-bank-details', { email: 'someone@else.lk' });
      expect(bank.statusCode).toBe(400);
      expect(await t.db.select().from(outbox)).toEqual(before);

      const student = await as('cashier', {
        method: 'POST',
        url: '/api/orders',
        payload: orderPayload(people.student, catalogue.washAndDry),
      });
      const withoutEmail = await send(student.json().data.order._id, 'send-receipt', {});
      expect(withoutEmail.statusCode).toBe(400);
      expect(withoutEmail.json().message).toBe('Customer email not available');
    });

    it('mails the amount the order has due, never a figure the client chose', async () => {
      const order = await place(); // LKR 875 due
      await pay(order._id, { method: 'cash', amount: 75 });
      const mailed = await send(order._id, 'send-bank-details', {});
      expect(mailed.statusCode, mailed.body).toBe(200);
      expect(mailed.json().message).toBe(
        'Bank details saved in the outbox: email service not configured',
      );
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'ruwan@mail.lk'));
      expect(mail?.text).toContain(
        `Please transfer ${formatCurrency(800)} for order ${order.orderNumber}`,
      );
      expect(mail?.text).toContain('Account number: 0000 1234 5678');

      // The payment modal's extra items are priced by the server; its amount is only checked.
      const withExtras = await send(order._id, 'send-bank-details', {
        amount: 900,
        extraCharges: { items: [{ name: 'Hanger', price: 50, quantity: 2 }] },
      });
      expect(withExtras.statusCode, withExtras.body).toBe(200);
      const tampered = await send(order._id, 'send-bank-details', { amount: 1 });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json()).toMatchObject({
        message: `The amount must be the ${formatCurrency(800)} due on this order`,
        field: 'amount',
      });
      expect(await t.db.$count(outbox)).toBe(2);

      const cancelled = await place();
      await move(cancelled._id, 'cancelled');
      const nothingDue = await send(cancelled._id, 'send-bank-details', {});
      expect(nothingDue.statusCode).toBe(409);
      expect(nothingDue.json().message).toBe('A cancelled order cannot take a payment');
    });

    it('needs the orders update right, not only read', async () => {
      const order = await place();
      // A role whose map grants orders read only (the map the server and the web share).
      const granted = rolePermissions.cashier;
      rolePermissions.cashier = { ...granted, orders: ['read'] };
      try {
        for (const call of ['send-receipt', 'send-bank-details'] as const) {
          const response = await send(order._id, call, {});
          expect(response.statusCode, call).toBe(403);
        }
        const reading = await as('cashier', { method: 'GET', url: `/api/orders/${order._id}` });
        expect(reading.statusCode).toBe(200);
      } finally {
        rolePermissions.cashier = granted;
      }
      expect(await t.db.$count(outbox)).toBe(0);
    });
  });
});
