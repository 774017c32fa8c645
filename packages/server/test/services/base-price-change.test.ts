import { orderSchema, serviceSchema } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceClothingPrices } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { seedOrderCustomers } from '../helpers/orders';
import { servicePayload } from '../helpers/services';
import { useTestApp } from '../helpers/test-app';

/** Issue 21: Washing's base price goes from 250 to 280; a new 3 kg order must cost 840. */
describe('a base price change reaches the categories that follow it', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let customerId: string;

  beforeEach(async () => {
    customerId = (await seedOrderCustomers(t.db)).regular;
  });

  it('charges a new order the new base price, and keeps the categories with their own', async () => {
    const created = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload({
        name: 'Washing',
        priceType: 'per_kg',
        basePrice: 250,
        clothingPrices: { normal_clothes: 250, bed_sheets: 300 },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = serviceSchema.parse(created.json().data.service);
    // Normal Clothes was priced as the base: it follows the base and has no price of its own.
    expect(service.clothingPrices).toEqual({ bed_sheets: 300 });

    // The service form sends back what it loaded, with the new base price.
    const updated = await as('admin', {
      method: 'PUT',
      url: `/api/services/${service._id}`,
      payload: servicePayload({
        name: 'Washing',
        priceType: 'per_kg',
        basePrice: 280,
        clothingPrices: service.clothingPrices,
        version: service.version,
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const order = (clothingCategory: string) =>
      as('cashier', {
        method: 'POST',
        url: '/api/orders',
        payload: { customerId, items: [{ serviceId: service._id, weight: 3, clothingCategory }] },
      });
    const normal = orderSchema.parse((await order('normal_clothes')).json().data.order);
    expect(normal.items[0]?.unitPrice).toBe(280);
    expect(normal.totalAmount).toBe(840);
    const sheets = orderSchema.parse((await order('bed_sheets')).json().data.order);
    expect(sheets.items[0]?.unitPrice).toBe(300);
    const stored = await t.db
      .select()
      .from(serviceClothingPrices)
      .where(eq(serviceClothingPrices.serviceId, service._id));
    expect(stored.map((row) => row.clothingCategory)).toEqual(['bed_sheets']);
  });
});
