import type { Counter, Shop } from './counter';
import { call, openTill } from './http';

interface OrderAnswer {
  data: { order: { _id: string; totalAmount: number } };
}

/** The counter through the API over HTTP, signed in as one cashier. */
export function httpCounter(baseUrl: string, token: string, serviceId: string): Counter {
  const api = `${baseUrl}/api`;
  return {
    orderList: () => call(`${api}/orders?page=1&limit=20`, { token }),
    customerSearch: (text) =>
      call(`${api}/customers/search?q=${encodeURIComponent(text)}`, { token }),
    async createOrder(key, customerId) {
      const answer = await call<OrderAnswer>(`${api}/orders`, {
        method: 'POST',
        token,
        key,
        body: orderBody(key, customerId, serviceId),
      });
      const order = answer.body?.data?.order;
      return {
        ok: answer.ok,
        status: answer.status,
        ...(answer.ok && order ? { value: { id: order._id, total: order.totalAmount } } : {}),
      };
    },
    pay: (key, orderId, amount) =>
      call(`${api}/orders/${orderId}/payments`, {
        method: 'POST',
        token,
        key,
        body: { method: 'cash', amount },
      }),
    moveStatus: (orderId) =>
      call(`${api}/orders/${orderId}/status`, {
        method: 'PATCH',
        token,
        body: { status: 'washing' },
      }),
    dashboard: () => call(`${api}/reports/dashboard`, { token }),
  };
}

/** One wash of 2.5 kg; the key rides in the instructions, so a duplicate would show. */
export function orderBody(key: string, customerId: string, serviceId: string) {
  return {
    customerId,
    items: [{ serviceId, weight: 2.5, clothingCategory: 'normal_clothes' }],
    specialInstructions: `bench ${key}`,
  };
}

/** The demo shop's customers and a service whose steps include washing. */
export async function readShop(
  baseUrl: string,
  token: string,
): Promise<Shop & { serviceId: string }> {
  await openTill(baseUrl, token);
  const customers = await call<{ data: { customers: { _id: string; fullName: string }[] } }>(
    `${baseUrl}/api/customers?limit=100`,
    { token },
  );
  const services = await call<{
    data: { services: { _id: string; statuses: string[]; isActive: boolean; priceType: string }[] };
  }>(`${baseUrl}/api/services?limit=100`, { token });
  const service = services.body?.data.services.find(
    (candidate) =>
      candidate.isActive && candidate.priceType === 'per_kg' && candidate.statuses.includes('wash'),
  );
  if (!customers.body || !service)
    throw new Error('The demo shop has no customers or no wash service');
  return {
    customers: customers.body.data.customers.map((customer) => ({
      id: customer._id,
      name: customer.fullName,
    })),
    serviceId: service._id,
  };
}
