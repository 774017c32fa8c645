import { type Order, orderSchema } from '@laundry/domain';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { orderPayload, placeOrder } from '../helpers/orders';
import type { AccountName, TestContext } from '../helpers/test-app';

/** Signs in again once the test clock passed most of an access token's life (15 minutes). */
const RESIGN_AFTER_MS = 10 * 60_000;

/** The calls the refund tests make, through the real API; the tests move the clock by days. */
export function refundCalls(t: TestContext) {
  const signedIn = new Map<
    AccountName,
    { app: object; at: number; header: { authorization: string } }
  >();
  async function as(account: AccountName, request: InjectOptions) {
    const now = t.clock().getTime();
    let found = signedIn.get(account);
    if (!found || found.app !== t.app || Math.abs(now - found.at) > RESIGN_AFTER_MS) {
      found = { app: t.app, at: now, header: await t.bearer(account) };
      signedIn.set(account, found);
    }
    return t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...found.header } });
  }

  async function place(customerId: string, serviceId: string, extra: object = {}) {
    return placeOrder(as, orderPayload(customerId, serviceId, extra));
  }

  async function pay(id: string, amount: number): Promise<Order> {
    const response = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${id}/payments`,
      payload: { method: 'cash', amount },
    });
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json().data.order);
  }

  const refund = (
    order: Pick<Order, '_id'>,
    paymentId: string,
    payload: object,
    options: { account?: 'admin' | 'cashier' | 'otherAdmin'; key?: string } = {},
  ) =>
    as(options.account ?? 'admin', {
      method: 'POST',
      url: `/api/orders/${order._id}/payments/${paymentId}/refunds`,
      ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
      payload,
    });

  async function load(id: string) {
    const response = await as('cashier', { method: 'GET', url: `/api/orders/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return orderSchema.parse(response.json().data.order);
  }

  /** Forgets the sessions: the accounts were seeded again (a reset), so their tokens are gone. */
  const signOut = () => signedIn.clear();

  return { as, place, pay, refund, load, signOut };
}
