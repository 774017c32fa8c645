import { beforeEach, describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { orderPayload, orderTables, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('POST /api/orders with bad input', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    // Signed in before the snapshot, which must not see the new session.
    await as.signIn('cashier');
  });

  const cases: [string, () => object, string, string | undefined][] = [
    [
      'no items',
      () => orderPayload(people.regular, catalogue.washAndDry, { items: [] }),
      'At least one item is required',
      'items',
    ],
    [
      'weight 0.05 kg',
      () =>
        orderPayload(people.regular, catalogue.washAndDry, {
          items: [{ serviceId: catalogue.washAndDry, weight: 0.05 }],
        }),
      'Weight must be at least 0.1 kg',
      'items.0.weight',
    ],
    [
      'a per_kg line without weight',
      () =>
        orderPayload(people.regular, catalogue.washAndDry, {
          items: [{ serviceId: catalogue.washAndDry }],
        }),
      'Weight is required',
      'items.0.weight',
    ],
    [
      'quantity 0',
      () =>
        orderPayload(people.regular, catalogue.dryCleaning, {
          items: [{ serviceId: catalogue.dryCleaning, quantity: 0 }],
        }),
      'Quantity must be at least 1',
      'items.0.quantity',
    ],
    [
      'pickup without street',
      () =>
        orderPayload(people.regular, catalogue.washAndDry, {
          pickupRequired: true,
          pickupAddress: { city: 'Moratuwa' },
        }),
      'Street address is required',
      'pickupAddress.street',
    ],
    [
      'delivery without city',
      () =>
        orderPayload(people.regular, catalogue.washAndDry, {
          deliveryRequired: true,
          deliveryAddress: { street: '1 A St' },
        }),
      'City is required',
      'deliveryAddress.city',
    ],
    [
      'an unknown service',
      () => orderPayload(people.regular, '00000000-0000-4000-8000-000000000000'),
      'Service not found',
      'items.0.serviceId',
    ],
    [
      'a service id that is no id',
      () => orderPayload(people.regular, 'nope'),
      'Service not found',
      'items.0.serviceId',
    ],
    [
      'a retired service',
      () =>
        orderPayload(people.regular, catalogue.retired, {
          items: [{ serviceId: catalogue.retired, quantity: 1 }],
        }),
      'Old Press is not offered any more',
      'items.0.serviceId',
    ],
    [
      'no customer',
      () => orderPayload('', catalogue.washAndDry),
      'Please select a customer',
      'customerId',
    ],
    [
      'a negative charge',
      () => orderPayload(people.regular, catalogue.washAndDry, { pickupCharges: -5 }),
      'Pickup charge cannot be negative',
      'pickupCharges',
    ],
    [
      'a huge quantity',
      () =>
        orderPayload(people.regular, catalogue.dryCleaning, {
          items: [{ serviceId: catalogue.dryCleaning, quantity: 1e9 }],
        }),
      'Quantity cannot exceed 1000',
      'items.0.quantity',
    ],
  ];

  it.each(cases)(
    'refuses %s with 400 and stores nothing',
    async (_name, payload, message, field) => {
      const before = { ...(await snapshot(t.db)), ...(await orderTables(t.db)) };
      const response = await as('cashier', {
        method: 'POST',
        url: '/api/orders',
        payload: payload(),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        ...(field ? { field } : {}),
      });
      expect({ ...(await snapshot(t.db)), ...(await orderTables(t.db)) }).toEqual(before);
    },
  );

  it('answers 404 for an unknown customer and stores nothing', async () => {
    const before = await orderTables(t.db);
    const response = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload('00000000-0000-4000-8000-000000000000', catalogue.washAndDry),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Customer not found', field: 'customerId' });
    expect(await orderTables(t.db)).toEqual(before);
  });

  it('refuses a bad list query with 400', async () => {
    for (const query of ['status=lost', 'limit=101', 'sortBy=hack', 'paymentStatus=maybe']) {
      const response = await as('cashier', { method: 'GET', url: `/api/orders?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    const range = await as('cashier', {
      method: 'GET',
      url: '/api/orders/analytics?startDate=2026-03-10&endDate=2026-03-01',
    });
    expect(range.statusCode).toBe(400);
  });
});
