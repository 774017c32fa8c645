import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, orderTables, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { snapshot, useTestApp } from '../helpers/test-app';

// The test clock starts Monday 2 March 2026, 10:00 in Colombo (04:30 UTC).
const address = { street: '12 Temple Road', city: 'Moratuwa' };

/** Pickup and delivery dates and the ready time (decision 031), on both databases. */
describe('order dates', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    await as.signIn('cashier');
  });

  const create = (overrides: object) =>
    as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.regular, catalogue.washAndDry, overrides),
    });

  it('stores the pickup and delivery dates and the ready time worked out from the pickup', async () => {
    const response = await create({
      pickupRequired: true,
      pickupAddress: address,
      // Monday 14:00 Colombo.
      pickupDate: '2026-03-02T14:00:00+05:30',
      deliveryRequired: true,
      deliveryAddress: address,
      deliveryDate: '2026-03-04T09:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json().data;
    expect(order.pickupDate).toBe('2026-03-02T08:30:00.000Z');
    expect(order.deliveryDate).toBe('2026-03-04T09:00:00.000Z');
    // Clothes in on Monday afternoon; a standard order starts Tuesday 07:00 + 60 min.
    expect(order.expectedReadyDate).toBe('2026-03-03T02:30:00.000Z');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.expectedReadyDate?.toISOString()).toBe('2026-03-03T02:30:00.000Z');
    expect(row?.pickupDate?.toISOString()).toBe('2026-03-02T08:30:00.000Z');
  });

  it('starts express at once and drops the date of a leg not required', async () => {
    const response = await create({
      isExpressService: true,
      pickupRequired: false,
      pickupDate: '2026-03-02T08:30:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json().data;
    expect(order.pickupDate).toBeNull();
    expect(order.deliveryDate).toBeNull();
    // Monday 10:00 + 60 min.
    expect(order.expectedReadyDate).toBe('2026-03-02T05:30:00.000Z');
  });

  it('works the ready time out again on an edit and keeps a date that has passed', async () => {
    const created = await create({
      pickupRequired: true,
      pickupAddress: address,
      pickupDate: '2026-03-02T05:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order } = created.json().data;
    // Two hours later the pickup date is in the past; sent back unchanged it is kept.
    t.clock.advance(2 * 60 * 60 * 1000);
    // The access token of two hours ago has expired: sign in again.
    const headers = await t.bearer('cashier');
    const edited = await t.app.inject({
      headers,
      method: 'PUT',
      url: `/api/orders/${order._id}`,
      payload: orderPayload(people.regular, catalogue.washAndDry, {
        pickupRequired: true,
        pickupAddress: address,
        pickupDate: '2026-03-02T05:00:00.000Z',
        isExpressService: true,
        version: 1,
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const saved = edited.json().data.order;
    expect(saved.pickupDate).toBe('2026-03-02T05:00:00.000Z');
    // Express from the pickup (Monday 10:30 Colombo) + 60 min, still counted from the order's day.
    expect(saved.expectedReadyDate).toBe('2026-03-02T06:00:00.000Z');
    const moved = await t.app.inject({
      headers,
      method: 'PUT',
      url: `/api/orders/${order._id}`,
      payload: orderPayload(people.regular, catalogue.washAndDry, {
        pickupRequired: true,
        pickupAddress: address,
        pickupDate: '2026-03-02T06:00:00.000Z',
        version: 2,
      }),
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json()).toMatchObject({
      message: 'Pickup date cannot be in the past',
      field: 'pickupDate',
    });
  });

  const bad: [string, object, string, string][] = [
    [
      'a pickup in the past',
      { pickupRequired: true, pickupAddress: address, pickupDate: '2026-03-01T10:00:00.000Z' },
      'Pickup date cannot be in the past',
      'pickupDate',
    ],
    [
      'a delivery more than 60 days ahead',
      { deliveryRequired: true, deliveryAddress: address, deliveryDate: '2026-06-01T10:00:00Z' },
      'Delivery date must be within 60 days',
      'deliveryDate',
    ],
    [
      'a delivery before the pickup',
      {
        pickupRequired: true,
        pickupAddress: address,
        pickupDate: '2026-03-05T10:00:00.000Z',
        deliveryRequired: true,
        deliveryAddress: address,
        deliveryDate: '2026-03-04T10:00:00.000Z',
      },
      'Delivery date must be after the pickup date',
      'deliveryDate',
    ],
    [
      'a delivery before the order is ready',
      // Ready Tuesday 08:00 Colombo; delivery Monday 18:00.
      { deliveryRequired: true, deliveryAddress: address, deliveryDate: '2026-03-02T12:30:00Z' },
      'Delivery date cannot be before the order is ready',
      'deliveryDate',
    ],
    [
      'a day-first date',
      { pickupRequired: true, pickupAddress: address, pickupDate: '03/03/2026 10:00' },
      'Pickup date must be a date and time',
      'pickupDate',
    ],
    [
      'a day the calendar does not have',
      { deliveryRequired: true, deliveryAddress: address, deliveryDate: '2026-02-30T10:00:00Z' },
      'Delivery date must be a date and time',
      'deliveryDate',
    ],
    [
      'an oversized text',
      { pickupRequired: true, pickupAddress: address, pickupDate: '2'.repeat(10_000) },
      'Pickup date must be a date and time',
      'pickupDate',
    ],
    [
      'a number',
      { pickupRequired: true, pickupAddress: address, pickupDate: 1_772_000_000_000 },
      'Pickup date must be a date and time',
      'pickupDate',
    ],
  ];

  it.each(bad)(
    'refuses %s with 400 and stores nothing',
    async (_name, overrides, message, field) => {
      const before = { ...(await snapshot(t.db)), ...(await orderTables(t.db)) };
      const response = await create(overrides);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, field });
      expect({ ...(await snapshot(t.db)), ...(await orderTables(t.db)) }).toEqual(before);
    },
  );
});
