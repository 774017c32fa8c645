import { orderListResponseSchema } from '@laundry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

/** The list's Payment Status filter 'Unpaid-Partial' is the orders that owe money (issue 21). */
describe('GET /orders?paymentStatus=unpaid', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    await openTills(t);
  });

  async function place(): Promise<string> {
    return (await placeOrder(as, orderPayload(people.regular, catalogue.washAndDry)))._id;
  }

  async function send(method: 'PATCH' | 'POST', url: string, payload: object) {
    const response = await as('cashier', { method, url, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  const listed = async (query: string) => {
    const response = await as('cashier', { method: 'GET', url: `/api/orders${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return orderListResponseSchema.parse(response.json().data).orders.map((order) => order._id);
  };

  it('lists unpaid and part-paid orders, never a cancelled one (it owes nothing)', async () => {
    const unpaid = await place();
    const partial = await place();
    await send('POST', `/api/orders/${partial}/payments`, { method: 'cash', amount: 100 });
    const cancelled = await place();
    await send('PATCH', `/api/orders/${cancelled}/status`, { status: 'cancelled' });

    expect((await listed('?paymentStatus=unpaid')).sort()).toEqual([unpaid, partial].sort());
    // The cancelled order is still in the list, and still unpaid: only the filter leaves it out.
    expect(await listed('')).toContain(cancelled);
    expect(await listed('?status=cancelled')).toEqual([cancelled]);
  });
});
