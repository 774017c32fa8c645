import { orderSchema } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

// Issue 21: extra items added at payment were added without the shop's tax.
describe('extra items at payment with a 10% tax', () => {
  const t = useTestApp({ config: { taxRateBasisPoints: 1000 } });
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    await openTills(t);
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  async function place() {
    return placeOrder(as, orderPayload(people.regular, catalogue.washAndDry));
  }

  const hangers = { items: [{ name: 'Hanger', price: 50, quantity: 2 }], total: 100 };

  it('charges the extras with their tax, and the books agree', async () => {
    const order = await place(); // 2.5 kg × LKR 350 = 875, tax 87.50 → 962.50
    expect(order.totalAmount).toBe(962.5);
    // Paying the extras' own price leaves their 10 of tax due.
    const short = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/payments`,
      payload: { method: 'cash', amount: 962.5 + 100, extraCharges: hangers },
    });
    expect(short.statusCode, short.body).toBe(201);
    const partly = orderSchema.parse(short.json().data.order);
    expect(partly.totalAmount).toBe(1072.5);
    expect(partly.balanceAmount).toBe(10);
    expect(partly.paymentStatus).toBe('partial');

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      extraChargesCents: 100_00,
      taxAmountCents: 97_50,
      totalAmountCents: 1072_50,
    });
  });

  it('asks the whole taxed amount in the bank details mail', async () => {
    const order = await place();
    const wrong = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/send-bank-details`,
      payload: { email: 'ruwan@mail.lk', amount: 962.5 + 100, extraCharges: hangers },
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    const right = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/send-bank-details`,
      payload: { email: 'ruwan@mail.lk', amount: 1072.5, extraCharges: hangers },
    });
    expect(right.statusCode, right.body).toBe(200);
  });
});
