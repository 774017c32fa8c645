import { confirmedTotals, confirmOrderOf, type Order, orderSchema } from '@laundry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderTables, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';

/** Confirm Items prices through the pipeline that priced the order (issue 21). */
describe('PUT /orders/{id}/confirm-items', () => {
  // 10% tax, so a re-pricing that leaves the tax out shows.
  const t = useTestApp({ config: { taxRateBasisPoints: 1000 } });
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;
  let shoes: string;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    const [flat] = await t.db
      .insert(services)
      .values({ name: 'Shoe Cleaning', priceType: 'flat_rate', basePriceCents: 800_00 })
      .returning();
    if (!flat) throw new Error('seed failed');
    shoes = flat.id;
  });

  const pickup = { pickupRequired: true, pickupAddress: { street: '5 Lake Rd', city: 'Moratuwa' } };

  async function place(items: object[]): Promise<Order> {
    return placeOrder(as, { customerId: people.regular, items, ...pickup });
  }

  const confirm = (order: Order, items: object[]) =>
    as('cashier', {
      method: 'PUT',
      url: `/api/orders/${order._id}/confirm-items`,
      payload: { items },
    });

  const asEstimated = (order: Order) =>
    order.items.map((item) => ({
      itemId: item._id,
      actualQuantity: item.quantity,
      actualWeight: item.weight,
      clothingCategory: item.clothingCategory,
    }));

  it('keeps a flat-rate line at its one price when nothing changed (800, not 2,400)', async () => {
    const order = await place([{ serviceId: shoes, quantity: 3 }]);
    expect(order.subtotal).toBe(800);
    expect(order.totalAmount).toBe(880); // 800 + 10% tax
    const response = await confirm(order, asEstimated(order));
    expect(response.statusCode, response.body).toBe(200);
    const confirmed = orderSchema.parse(response.json().data.order);
    expect(confirmed.items[0]?.totalPrice).toBe(800);
    expect(confirmed.subtotal).toBe(800);
    expect(confirmed.taxAmount).toBe(80);
    expect(confirmed.totalAmount).toBe(880);
    expect(confirmed.confirmationHistory).toEqual({
      estimatedTotal: 880,
      actualTotal: 880,
      difference: 0,
    });
  });

  it('saves what the dialog previews: lines, discount and tax priced again', async () => {
    const order = await place([
      { serviceId: catalogue.washAndDry, weight: 2.5, clothingCategory: 'normal_clothes' },
      { serviceId: catalogue.dryCleaning, quantity: 2, clothingCategory: 'blazers' },
    ]);
    expect(order.taxRateBasisPoints).toBe(1000);
    expect(order.confirmationHistory).toBeNull();
    const actual = [
      { itemId: order.items[0]?._id, actualQuantity: 1, actualWeight: 3.2 },
      { itemId: order.items[1]?._id, actualQuantity: 3, actualWeight: 0 },
    ];
    const preview = confirmedTotals(
      confirmOrderOf(order),
      new Map(
        actual.map((line) => [
          line.itemId ?? '',
          { quantity: line.actualQuantity, weight: line.actualWeight },
        ]),
      ),
    );
    const response = await confirm(order, actual);
    expect(response.statusCode, response.body).toBe(200);
    const confirmed = orderSchema.parse(response.json().data.order);
    // 3.2 kg × 350 = 1,120 + 3 × 1,200 = 3,600: subtotal 4,720; tax 10% of 4,720 = 472.
    expect(confirmed.subtotal).toBe(4720);
    expect(confirmed.taxAmount).toBe(472);
    expect(confirmed.totalAmount).toBe(5192);
    expect(confirmed.totalAmount).toBe(preview.totalAmountCents / 100);
    expect(confirmed.taxAmount).toBe(preview.taxAmountCents / 100);
    expect(confirmed.balanceAmount).toBe(5192);

    // The banner's figures come with the order from now on.
    const read = await as('cashier', { method: 'GET', url: `/api/orders/${order._id}` });
    expect(orderSchema.parse(read.json().data.order).confirmationHistory).toEqual({
      estimatedTotal: order.totalAmount,
      actualTotal: 5192,
      difference: 5192 - order.totalAmount,
    });
  });

  it('refuses a weight under 0.1 kg and an item sent twice, storing nothing', async () => {
    const order = await place([
      { serviceId: catalogue.washAndDry, weight: 2.5, clothingCategory: 'normal_clothes' },
    ]);
    const itemId = order.items[0]?._id;
    const before = await orderTables(t.db);
    const tiny = await confirm(order, [{ itemId, actualQuantity: 1, actualWeight: 0.0001 }]);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe('Weight must be at least 0.1 kg');
    const twice = await confirm(order, [
      { itemId, actualQuantity: 1, actualWeight: 2 },
      { itemId, actualQuantity: 1, actualWeight: 9 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Each item can be confirmed only once');
    const half = await confirm(order, [{ itemId, actualQuantity: 1.5, actualWeight: 2 }]);
    expect(half.statusCode).toBe(400);
    expect(await orderTables(t.db)).toEqual(before);
  });
});
