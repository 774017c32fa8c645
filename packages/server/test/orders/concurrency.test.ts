import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';

describe('creating orders at the same time', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    await as.signIn('cashier');
  });

  it('gives 50 concurrent creates 50 distinct order numbers', async () => {
    const customerIds = Object.values(people);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        as('cashier', {
          method: 'POST',
          url: '/api/orders',
          payload: orderPayload(
            customerIds[index % customerIds.length] as string,
            catalogue.washAndDry,
          ),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((response) => response.json().data.order.orderNumber);
    expect(new Set(numbers).size).toBe(50);
    expect(await t.db.$count(orders)).toBe(50);
  });

  it('numbers the millionth order with seven digits, not a cut-down copy of an older number', async () => {
    await t.db.execute(sql`select setval('order_number_seq', 999999, false)`);
    const numbers: string[] = [];
    for (const customerId of [people.regular, people.regular]) {
      const response = await as('cashier', {
        method: 'POST',
        url: '/api/orders',
        payload: orderPayload(customerId, catalogue.washAndDry),
      });
      expect(response.statusCode).toBe(201);
      numbers.push(response.json().data.order.orderNumber);
    }
    expect(numbers).toEqual(['ORD-999999', 'ORD-1000000']);
  });

  it('creates one order for a double click with the same Idempotency-Key', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/orders',
      headers: { 'idempotency-key': 'order-form-7f3c' },
      payload: orderPayload(people.regular, catalogue.washAndDry),
    };
    const [first, second] = await Promise.all([as('cashier', request), as('cashier', request)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    expect(first?.json().data.order._id).toBe(second?.json().data.order._id);
    const third = await as('cashier', request);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.$count(orders)).toBe(1);
  });
});
