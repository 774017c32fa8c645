import { publicTrackingSchema, trackingMessages } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { MISS_FLOOR_MS } from '../../src/modules/tracking/service';
import { asAccount } from '../helpers/customers';
import { orderPayload, recordPayment, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { START, snapshot, useTestApp } from '../helpers/test-app';

/** Public order tracking (issue 25): nothing personal, one answer for every miss, limited, revocable. */
describe('order tracking', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let order: { _id: string; orderNumber: string };

  const track = (payload: object, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/track', payload, remoteAddress });
  const byToken = (token: string, remoteAddress = '10.1.1.2') =>
    t.app.inject({ method: 'GET', url: `/api/track/${token}`, remoteAddress });
  const tokenOf = async (id: string) => {
    const response = await as('cashier', { method: 'GET', url: `/api/orders/${id}/tracking` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  };

  beforeEach(async () => {
    const catalogue = await seedCatalogue(t.db);
    const people = await seedOrderCustomers(t.db);
    // Ruwan's phone is 0711111111: its last four are 1111.
    const created = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.regular, catalogue.washAndDry, {
        specialInstructions: 'Ring the bell twice, flat 4B',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    order = created.json().data.order;
  });

  it('answers the timeline, ready date, balance and shop contact, and nothing else', async () => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error('no order');
    await recordPayment(t.db, order._id, 300_00, START);
    const moved = await as('cashier', {
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      payload: { status: 'washing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const response = await track({ orderNumber: order.orderNumber, phoneLast4: '1111' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    const { data } = body;
    expect(publicTrackingSchema.parse(data)).toEqual(data);
    // Every field of the answer, asserted: a new one must be added here on purpose.
    expect(data).toEqual({
      orderNumber: order.orderNumber,
      status: 'washing',
      statusLabel: 'Washing',
      isExpress: false,
      timeline: [
        {
          key: 'received',
          label: 'Received at the shop',
          at: row.createdAt.toISOString(),
          state: 'done',
        },
        { key: 'cleaning', label: 'Being cleaned', at: expect.any(String), state: 'current' },
        { key: 'ready', label: 'Ready', at: null, state: 'upcoming' },
        { key: 'collected', label: 'Collected', at: null, state: 'upcoming' },
      ],
      // Taken Monday 2 March 10:00 (Colombo): a standard order's 60 minutes of washing start at
      // Tuesday's opening (decision 031).
      expectedReadyDate: '2026-03-03',
      // 2.5 kg at 350.00 = 875.00, 300.00 paid.
      balanceDue: 575,
      shop: {
        name: 'Campus Clean Laundry',
        phone: '0771234567',
        email: 'hello@campuscleanlaundry.lk',
      },
    });
    const text = response.body;
    for (const personal of [
      'Ruwan',
      'Jayasinghe',
      '0711111111',
      'ruwan@mail.lk',
      'Lake Rd',
      'flat 4B',
    ]) {
      expect(text).not.toContain(personal);
    }
  });

  it('answers the same by the token of the receipt link', async () => {
    const byPhone = await track({ orderNumber: order.orderNumber, phoneLast4: '1111' });
    const token = await tokenOf(order._id);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(token).not.toContain(order.orderNumber);
    const linked = await byToken(token);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual(byPhone.json());
  });

  it('answers a wrong phone and a missing order in the same words and time', async () => {
    const timed = async (payload: object) => {
      const started = performance.now();
      const response = await track(payload);
      return { response, ms: performance.now() - started };
    };
    const wrongPhone = await timed({ orderNumber: order.orderNumber, phoneLast4: '2222' });
    const missing = await timed({ orderNumber: '999999', phoneLast4: '1111' });
    for (const { response, ms } of [wrongPhone, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: trackingMessages.notFound });
      expect(ms).toBeGreaterThanOrEqual(MISS_FLOOR_MS - 5);
    }
    expect(wrongPhone.response.body).toBe(missing.response.body);
    expect(Math.abs(wrongPhone.ms - missing.ms)).toBeLessThan(MISS_FLOOR_MS / 2);
    const unknownToken = await byToken('0123456789abcdef0123456789abcdef');
    expect(unknownToken.statusCode).toBe(404);
    expect(unknownToken.body).toBe(missing.response.body);
  });

  it('refuses bad input with a 400 and the message', async () => {
    const response = await track({ orderNumber: order.orderNumber, phoneLast4: '11' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(trackingMessages.phoneLast4Invalid);
    const badToken = await byToken('not-a-token');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().message).toBe(trackingMessages.tokenInvalid);
  });

  it('limits lookups per address', async () => {
    const lookup = { orderNumber: order.orderNumber, phoneLast4: '1111' };
    for (let i = 0; i < 10; i += 1) {
      expect((await track(lookup, '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await track(lookup, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(trackingMessages.tooMany);
    // Another address still gets its answer.
    expect((await track(lookup, '10.9.9.10')).statusCode).toBe(200);
  });

  it('stops the old link when staff revoke it, and audits who did', async () => {
    const old = await tokenOf(order._id);
    const revoked = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/tracking/revoke`,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe(trackingMessages.revoked);
    const fresh = revoked.json().data.token;
    expect(fresh).not.toBe(old);
    expect(await tokenOf(order._id)).toBe(fresh);
    expect((await byToken(old)).statusCode).toBe(404);
    expect((await byToken(fresh)).statusCode).toBe(200);
    const { auditLog } = await snapshot(t.db);
    const entry = auditLog.find((row) => row.entityId === order._id && row.action === 'update');
    expect(entry?.actorName).toBe('Nimali Perera');
    expect(JSON.stringify(entry)).not.toContain(old);
  });

  it('keeps the token and its revocation to staff', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/tracking`,
    });
    expect(anonymous.statusCode).toBe(401);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/tracking/revoke`,
    });
    expect(revoke.statusCode).toBe(401);
  });
});
