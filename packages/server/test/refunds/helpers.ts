import { type Order, orderSchema } from '@laundry/domain';
import { expect } from 'vitest';
import { asAccount } from '../helpers/customers';
import type { TestContext } from '../helpers/test-app';

/** The calls the refund tests make, through the real API. */
export function refundCalls(t: TestContext) {
  const as = asAccount(t);

  async function place(customerId: string, serviceId: string, extra: object = {}) {
    const response = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerId,
        items: [{ serviceId, weight: 2.5, clothingCategory: 'normal_clothes' }],
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json().data.order);
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

  return { as, place, pay, refund, load };
}
