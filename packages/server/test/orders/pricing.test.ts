import { orderSchema } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customers, orders, services } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';

describe('POST /api/orders prices every order on the server', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  async function create(payload: object) {
    const response = await as('cashier', { method: 'POST', url: '/api/orders', payload });
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json().data.order);
  }

  it('prices a per_kg line by weight for a regular customer, with no discount', async () => {
    const order = await create(orderPayload(people.regular, catalogue.washAndDry));
    expect(order).toMatchObject({
      subtotal: 875,
      discount: null,
      discountAmount: 0,
      expressServiceFee: 0,
      totalAmount: 875,
      paidAmount: 0,
      balanceAmount: 875,
      status: 'received',
      orderPhase: 'draft',
      paymentStatus: 'unpaid',
      isEditable: true,
    });
    expect(order.orderNumber).toMatch(/^ORD-\d{6}$/);
    expect(order.items[0]).toMatchObject({
      serviceName: 'Wash & Dry',
      priceType: 'per_kg',
      weight: 2.5,
      unitPrice: 350,
      totalPrice: 875,
    });
    expect(order.createdBy).toEqual({
      fullName: 'Nimali Perera',
      username: 'cashier@laundry.test',
    });
  });

  it('prices per_piece lines by category with the student 10% on the subtotal only', async () => {
    const order = await create(
      orderPayload(people.student, catalogue.dryCleaning, {
        items: [
          { serviceId: catalogue.dryCleaning, quantity: 2, clothingCategory: 'blazers' },
          { serviceId: catalogue.dryCleaning, quantity: 1, clothingCategory: 'jeans' },
        ],
        isExpressService: true,
      }),
    );
    expect(order.items.map((item) => [item.unitPrice, item.totalPrice])).toEqual([
      [1200, 2400],
      [500, 500],
    ]);
    expect(order).toMatchObject({
      subtotal: 2900,
      discount: { type: 'student', percentage: 10, isFirstOrderDiscount: false },
      discountAmount: 290,
      expressServiceFee: 100,
      totalAmount: 2900 - 290 + 100,
    });
  });

  it('gives the campaign 20% on the first order only, never together with the student 10%', async () => {
    const first = await create(orderPayload(people.campaignStudent, catalogue.washAndDry));
    expect(first.discount).toMatchObject({
      type: 'campaign',
      percentage: 20,
      code: 'GRANDOPENING2025',
      isFirstOrderDiscount: true,
    });
    expect(first.discountAmount).toBe(175);
    expect(first.totalAmount).toBe(700);

    const second = await create(orderPayload(people.campaignStudent, catalogue.washAndDry));
    expect(second.discount).toMatchObject({ type: 'student', percentage: 10 });
    expect(second.totalAmount).toBe(787.5);

    const newcomerFirst = await create(orderPayload(people.newcomer, catalogue.washAndDry));
    expect(newcomerFirst.discountAmount).toBe(175);
    const newcomerSecond = await create(orderPayload(people.newcomer, catalogue.washAndDry));
    expect(newcomerSecond.discount).toBeNull();
    expect(newcomerSecond.totalAmount).toBe(875);
  });

  it('adds custom pickup and delivery charges, and nothing for a free leg', async () => {
    const order = await create(
      orderPayload(people.regular, catalogue.washAndDry, {
        pickupRequired: true,
        pickupAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
        pickupPriceType: 'price',
        pickupCharges: 150.5,
        deliveryRequired: true,
        deliveryAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
        deliveryPriceType: 'free',
        deliveryCharges: 300,
        deliveryDistance: 2.4,
      }),
    );
    expect(order).toMatchObject({
      status: 'pickup',
      pickupCharges: 150.5,
      deliveryCharges: 0,
      deliveryDistance: 2.4,
      totalAmount: 875 + 150.5,
      pickupAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
    });
  });

  it('refuses every total the client sends, as any unknown field (issue 24)', async () => {
    for (const extra of [
      { totalAmount: 1 },
      { subtotal: 1, discountAmount: 874 },
      { balanceAmount: 0, paidAmount: 875 },
      { items: [{ serviceId: catalogue.washAndDry, weight: 2.5, unitPrice: 1, totalPrice: 1 }] },
    ]) {
      const response = await as('cashier', {
        method: 'POST',
        url: '/api/orders',
        payload: orderPayload(people.regular, catalogue.washAndDry, extra),
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await t.db.$count(orders)).toBe(0);
    const order = await create(orderPayload(people.regular, catalogue.washAndDry));
    expect(order).toMatchObject({ subtotal: 875, totalAmount: 875, paidAmount: 0 });
    expect(order.items[0]?.unitPrice).toBe(350);
  });

  it("keeps the customer's totals with the orders, and freezes prices at order time", async () => {
    const order = await create(orderPayload(people.regular, catalogue.washAndDry));
    await create(
      orderPayload(people.regular, catalogue.dryCleaning, {
        items: [{ serviceId: catalogue.dryCleaning, quantity: 1, clothingCategory: 'suits' }],
      }),
    );
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, people.regular));
    // Two orders counted; nothing spent until money is received.
    expect(customer).toMatchObject({ totalOrders: 2, totalSpentCents: 0 });

    await t.db
      .update(services)
      .set({ basePriceCents: 999_00, name: 'Wash & Dry Deluxe' })
      .where(eq(services.id, catalogue.washAndDry));
    const response = await as('cashier', { method: 'GET', url: `/api/orders/${order._id}` });
    expect(response.json().data.order).toMatchObject({
      totalAmount: 875,
      items: [{ serviceName: 'Wash & Dry', unitPrice: 350, totalPrice: 875 }],
    });
  });
});
