import { orderMessagesDataSchema, smsParts } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsGatewayConfig } from '../../src/config';
import { auditLog, customers, orders, outbox } from '../../src/db/schema';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { createCustomerMessages } from '../../src/messages/customer-messages';
import { queueCustomerMessage } from '../../src/messages/queue-customer-message';
import { MESSAGE_SETTINGS_AUDIT_ID } from '../../src/modules/settings/service';
import { asAccount } from '../helpers/customers';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { testConfig, useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';
import { createSmsStub } from './sms-stub';

const stub = createSmsStub();
// Filled in once the stub listens (before the first app is built): the config is shared.
const sms: SmsGatewayConfig = {
  urlTemplate: '',
  method: 'GET',
  contentType: 'application/x-www-form-urlencoded',
  key: 'k3y',
  countryCode: '94',
};
const PUBLIC_URL = 'https://laundry.example.lk';

describe('customer messages when an order is ready (issue 25)', () => {
  const t = useTestApp({ config: { sms, publicUrl: PUBLIC_URL } });
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeAll(async () => {
    const origin = await stub.start();
    sms.urlTemplate = `${origin}/api/v1/send?api_key={key}&to={to}&message={text}`;
  });
  afterAll(() => stub.stop());

  beforeEach(async () => {
    stub.reset();
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    await openTills(t);
  });

  async function place(customerId = people.regular, extra: object = {}) {
    return placeOrder(as, orderPayload(customerId, catalogue.washAndDry, extra));
  }

  const move = (id: string, status: string) =>
    as('cashier', { method: 'PATCH', url: `/api/orders/${id}/status`, payload: { status } });

  /** A walk-in order moved to Services Complete (ready for collection). */
  async function ready(customerId = people.regular) {
    const order = await place(customerId);
    expect((await move(order._id, 'drying')).statusCode).toBe(200);
    const done = await move(order._id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    return order;
  }

  async function messagesOf(orderId: string, account: 'cashier' | 'admin' = 'cashier') {
    const response = await as(account, { method: 'GET', url: `/api/orders/${orderId}/messages` });
    expect(response.statusCode, response.body).toBe(200);
    return orderMessagesDataSchema.parse(response.json().data).messages;
  }

  const rowsOf = (orderId: string) => t.db.select().from(outbox).where(eq(outbox.orderId, orderId));
  const tokenOf = async (orderId: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.trackingToken;

  /** The sender the poller runs, on the test's database and clock. */
  const sender = () =>
    createCustomerMessages({
      db: t.db,
      clock: t.clock,
      mailer: createOutboxMailer(t.db, t.clock),
      config: testConfig({ sms, publicUrl: PUBLIC_URL }),
    });

  it('sends one SMS in the customer’s channel with the tracking link when the order is ready', async () => {
    const order = await ready();
    const token = await tokenOf(order._id);
    const text = `Campus Clean Laundry: your laundry ${order.orderNumber} is ready for collection. Track: ${PUBLIC_URL}/track?t=${token}`;
    expect(stub.requests).toHaveLength(1);
    const url = new URL(stub.requests[0]?.url ?? '', 'http://stub');
    expect(url.pathname).toBe('/api/v1/send');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api_key: 'k3y',
      to: '94711111111',
      message: text,
    });
    const [message] = await messagesOf(order._id);
    expect(message).toMatchObject({
      channel: 'sms',
      event: 'ready',
      to: '0711111111',
      text,
      state: 'sent',
      error: null,
      attempts: 1,
      sentAt: t.clock().toISOString(),
      whatsappUrl: null,
    });
  });

  it('sends the SMS in Sinhala, joiners kept, with a link that opens the page in Sinhala (issue 42)', async () => {
    await t.db.update(customers).set({ language: 'si' }).where(eq(customers.id, people.regular));
    const order = await ready();
    const token = await tokenOf(order._id);
    const url = new URL(stub.requests[0]?.url ?? '', 'http://stub');
    const message = url.searchParams.get('message') ?? '';
    expect(message).toBe(
      `Campus Clean Laundry: ඔබේ රෙදි ${order.orderNumber} සූදානම්. බලන්න: ${PUBLIC_URL}/track?t=${token}&lang=si`,
    );
    expect(smsParts(message)).toBeLessThanOrEqual(2);
  });

  it('queues exactly one message per channel when the move is retried', async () => {
    const order = await ready();
    // The same move again (a double click, a retried request): nothing more is queued or sent.
    const again = await move(order._id, 'complete');
    expect([200, 409]).toContain(again.statusCode);
    // And the queue itself refuses a second message for the same order, event and channel.
    const queuedAgain = await t.db.transaction((tx) =>
      queueCustomerMessage(tx, order._id, 'ready', {
        shopName: 'Campus Clean Laundry',
        origin: PUBLIC_URL,
        now: t.clock(),
      }),
    );
    expect(queuedAgain).toEqual([]);
    const rows = await rowsOf(order._id);
    expect(rows.map((row) => [row.event, row.channel, row.dedupeKey])).toEqual([
      ['ready', 'sms', `${order._id}:ready:sms`],
    ]);
    expect(stub.requests).toHaveLength(1);
  });

  it('queues in the caller’s transaction: a rolled-back write leaves no message', async () => {
    const order = await place();
    const context = { shopName: 'Campus Clean Laundry', origin: PUBLIC_URL, now: t.clock() };
    await expect(
      t.db.transaction(async (tx) => {
        expect(await queueCustomerMessage(tx, order._id, 'ready', context)).toHaveLength(1);
        throw new Error('the status move failed after queueing');
      }),
    ).rejects.toThrow('the status move failed after queueing');
    expect(await rowsOf(order._id)).toEqual([]);
  });

  it('retries a gateway that fails twice with exponential back-off, then shows it sent', async () => {
    stub.answer(
      { status: 503, said: 'busy' },
      { status: 502, said: 'bad gateway' },
      { status: 200, said: 'ok' },
    );
    const order = await ready();
    const messages = sender();
    let [row] = await rowsOf(order._id);
    expect([row?.sent, row?.attempts, row?.error]).toEqual([
      false,
      1,
      'SMS gateway answered 503: busy',
    ]);
    expect(row?.nextAttemptAt?.toISOString()).toBe(
      new Date(t.clock().getTime() + 30_000).toISOString(),
    );
    expect((await messagesOf(order._id))[0]?.state).toBe('waiting');

    // Not due yet: the poller leaves it alone.
    t.clock.advance(29_000);
    expect(await messages.runDue()).toBe(0);
    t.clock.advance(1_000);
    expect(await messages.runDue()).toBe(1);
    [row] = await rowsOf(order._id);
    expect([row?.attempts, row?.error]).toEqual([2, 'SMS gateway answered 502: bad gateway']);
    // The second wait is twice the first.
    expect(row?.nextAttemptAt?.toISOString()).toBe(
      new Date(t.clock().getTime() + 60_000).toISOString(),
    );

    t.clock.advance(60_000);
    expect(await messages.runDue()).toBe(1);
    [row] = await rowsOf(order._id);
    expect([row?.sent, row?.attempts, row?.error, row?.nextAttemptAt]).toEqual([
      true,
      3,
      null,
      null,
    ]);
    expect(stub.requests).toHaveLength(3);
    expect((await messagesOf(order._id))[0]?.state).toBe('sent');
  });

  it('shows a permanent failure with the gateway’s reason and does not retry it', async () => {
    stub.answer({ status: 400, said: 'Invalid recipient number' });
    const order = await ready();
    const [message] = await messagesOf(order._id);
    expect(message).toMatchObject({
      state: 'failed',
      error: 'SMS gateway answered 400: Invalid recipient number',
      attempts: 1,
    });
    t.clock.advance(3_600_000);
    expect(await sender().runDue()).toBe(0);
    expect(stub.requests).toHaveLength(1);
  });

  it('gives up after five attempts and says why', async () => {
    stub.answer(...Array.from({ length: 6 }, () => ({ status: 500, said: 'down' })));
    const order = await ready();
    const messages = sender();
    for (const wait of [30_000, 60_000, 120_000, 240_000]) {
      t.clock.advance(wait);
      expect(await messages.runDue()).toBe(1);
    }
    const [message] = await messagesOf(order._id);
    expect(message).toMatchObject({
      state: 'failed',
      attempts: 5,
      error: 'SMS gateway answered 500: down',
    });
    t.clock.advance(3_600_000);
    expect(await messages.runDue()).toBe(0);
  });

  it('honours the opt-out: nothing is queued or sent', async () => {
    await t.db
      .update(customers)
      .set({ messagesOptOut: true })
      .where(eq(customers.id, people.regular));
    const order = await ready();
    expect(await rowsOf(order._id)).toEqual([]);
    expect(await messagesOf(order._id)).toEqual([]);
    expect(stub.requests).toEqual([]);
  });

  it('keeps a WhatsApp message for the cashier with its click-to-send link', async () => {
    await t.db
      .update(customers)
      .set({ messageChannel: 'whatsapp' })
      .where(eq(customers.id, people.regular));
    const order = await ready();
    const [message] = await messagesOf(order._id);
    expect(message?.state).toBe('waiting');
    expect(message?.whatsappUrl).toBe(
      `https://wa.me/94711111111?text=${encodeURIComponent(message?.text ?? '')}`,
    );
    expect(stub.requests).toEqual([]);
    const sent = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/messages/${message?._id}/whatsapp-sent`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.message).toMatchObject({
      state: 'sent',
      sentAt: t.clock().toISOString(),
    });
    // A WhatsApp message is sent again from its link, not by the server.
    const resend = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/messages/${message?._id}/resend`,
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('A WhatsApp message is sent again from its link');
  });

  it('keeps an e-mail message waiting when no mail server is configured', async () => {
    await t.db
      .update(customers)
      .set({ messageChannel: 'email' })
      .where(eq(customers.id, people.regular));
    const order = await ready();
    const [message] = await messagesOf(order._id);
    expect(message).toMatchObject({ channel: 'email', to: 'ruwan@mail.lk', state: 'waiting' });
    expect(stub.requests).toEqual([]);
  });

  it('tells a delivery customer when the order leaves, not when it is complete', async () => {
    const order = await place(people.regular, {
      deliveryRequired: true,
      deliveryAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
    });
    expect((await move(order._id, 'drying')).statusCode).toBe(200);
    expect((await move(order._id, 'complete')).statusCode).toBe(200);
    expect(await rowsOf(order._id)).toEqual([]);
    const out = await move(order._id, 'deliver');
    expect(out.statusCode, out.body).toBe(200);
    expect((await rowsOf(order._id)).map((row) => row.event)).toEqual(['out_for_delivery']);
    expect(stub.requests[0]?.url).toContain(encodeURIComponent('is on its way to you.'));
  });

  describe('Resend', () => {
    it('sends a failed message again for a cashier; its attempts start over', async () => {
      stub.answer({ status: 400, said: 'Insufficient credit' });
      const order = await ready();
      const [failed] = await messagesOf(order._id);
      expect(failed?.state).toBe('failed');
      const response = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${order._id}/messages/${failed?._id}/resend`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Message queued again');
      expect(response.json().data.message).toMatchObject({
        state: 'sent',
        attempts: 1,
        error: null,
      });
      expect(stub.requests).toHaveLength(2);
    });

    it('refuses the signed-out, a malformed id and another order’s message', async () => {
      const order = await ready();
      const other = await place();
      const [message] = await messagesOf(order._id);
      const url = `/api/orders/${order._id}/messages/${message?._id}/resend`;
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
      const malformed = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${order._id}/messages/not-a-uuid/resend`,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Invalid message id');
      const oversized = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${order._id}/messages/${'a'.repeat(5000)}/resend`,
      });
      expect(oversized.statusCode).toBe(414);
      const elsewhere = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${other._id}/messages/${message?._id}/resend`,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe('Message not found');
      const noOrder = await as('cashier', {
        method: 'GET',
        url: `/api/orders/${crypto.randomUUID()}/messages`,
      });
      expect(noOrder.statusCode).toBe(404);
      expect(stub.requests).toHaveLength(1);
    });

    it('resends from the outbox screen for admins only', async () => {
      stub.answer({ status: 400, said: 'Insufficient credit' });
      const order = await ready();
      const [message] = await messagesOf(order._id);
      const url = `/api/outbox/${message?._id}/resend`;
      expect((await as('cashier', { method: 'POST', url })).statusCode).toBe(403);
      const response = await as('admin', { method: 'POST', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.message).toMatchObject({
        state: 'sent',
        channel: 'sms',
        orderId: order._id,
      });
      const missing = await as('admin', {
        method: 'POST',
        url: `/api/outbox/${crypto.randomUUID()}/resend`,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the shop’s settings: a message when the order is taken or paid', () => {
    const put = (account: 'admin' | 'cashier', payload: unknown) =>
      as(account, { method: 'PUT', url: '/api/settings/messages', payload: payload as object });

    it('are off by default, and an admin turns them on', async () => {
      const read = await as('admin', { method: 'GET', url: '/api/settings/messages' });
      expect(read.json().data.settings).toEqual({ onCreated: false, onPaid: false });
      const order = await place();
      expect(await rowsOf(order._id)).toEqual([]);

      const saved = await put('admin', { onCreated: true, onPaid: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.settings).toEqual({ onCreated: true, onPaid: true });
      const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
      expect(audited).toMatchObject({
        entityId: MESSAGE_SETTINGS_AUDIT_ID,
        action: 'update',
        before: { onCreated: false, onPaid: false },
        after: { onCreated: true, onPaid: true },
      });
      const taken = await place();
      const paid = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${taken._id}/payments`,
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: { amount: taken.totalAmount, method: 'cash' },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      // Queued in the business transaction; the poller sends them.
      expect((await rowsOf(taken._id)).map((row) => row.event).sort()).toEqual(['created', 'paid']);
      expect(await sender().runDue()).toBe(2);
      expect(stub.requests).toHaveLength(2);
    });

    it('refuse cashiers and bad input', async () => {
      expect((await put('cashier', { onCreated: true, onPaid: false })).statusCode).toBe(403);
      expect(
        (await as('cashier', { method: 'GET', url: '/api/settings/messages' })).statusCode,
      ).toBe(403);
      const wrongType = await put('admin', { onCreated: 'yes', onPaid: false });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toBe('onCreated must be true or false');
      expect((await put('admin', { onCreated: true })).statusCode).toBe(400);
      expect((await put('admin', { onCreated: true, onPaid: true, extra: 1 })).statusCode).toBe(
        400,
      );
      const oversized = { onCreated: true, onPaid: true, pad: 'x'.repeat(200_000) };
      expect((await put('admin', oversized)).statusCode).toBe(413);
      const read = await as('admin', { method: 'GET', url: '/api/settings/messages' });
      expect(read.json().data.settings).toEqual({ onCreated: false, onPaid: false });
    });
  });
});
