import { lifecycleOrderFromApi, lifecycleRefusal, rupeesToCents } from '@laundry/domain';
import { booksViolations } from '@laundry/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { observedCustomer, observedOrder } from '../helpers/books';
import { seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';
import { refundCalls } from '../refunds/helpers';

/**
 * Pay ∥ confirm lower (issue 21, item 6): a prepaid pickup order weighed at the counter while
 * another cashier takes the rest of its balance. Both lock the order row, so they are served one
 * after the other; either order leaves consistent books:
 * - the payment first: both succeed, the order is paid in full, and the lower total leaves a
 *   refund due of the difference;
 * - the confirmation first: the balance is now smaller, so the payment of the old balance is
 *   more than is due and gets 409 with the lifecycle's message.
 */
describe('a payment and a lower confirmation sent together', () => {
  const t = useTestApp();
  const { as, place, pay, load } = refundCalls(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    await openTills(t);
  });

  it('serves them one after the other: both only when the books stay right, else 409', async () => {
    for (let round = 0; round < 4; round += 1) {
      // 2.5 kg of Wash & Dry (LKR 875), LKR 500 paid ahead.
      const order = await place(people.regular, catalogue.washAndDry, {
        pickupRequired: true,
        pickupAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
      });
      const prepaid = await pay(order._id, 500);
      const balance = prepaid.balanceAmount;
      const item = order.items[0];
      if (!item) throw new Error('no line');
      const payBalance = () =>
        as('cashier', {
          method: 'POST',
          url: `/api/orders/${order._id}/payments`,
          payload: { method: 'cash', amount: balance },
        });
      const confirmLower = () =>
        as('otherAdmin', {
          method: 'PUT',
          url: `/api/orders/${order._id}/confirm-items`,
          payload: { items: [{ itemId: item._id, actualQuantity: 1, actualWeight: 2 }] },
        });
      // Alternate which one is sent first, so either may reach the lock first.
      const [paid, confirmed] =
        round % 2 === 0
          ? await Promise.all([payBalance(), confirmLower()])
          : await Promise.all([confirmLower(), payBalance()]).then(([c, p]) => [p, c] as const);

      // Confirming never refuses: a lower total than was paid is a refund due.
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const after = await load(order._id);
      expect(after.totalAmount).toBe(700);
      if (paid.statusCode === 201) {
        expect([after.paidAmount, after.balanceAmount, after.refundDueAmount]).toEqual([
          875, 0, 175,
        ]);
        expect(after.payments).toHaveLength(2);
      } else {
        expect(paid.statusCode, paid.body).toBe(409);
        // The lifecycle's own refusal of the old balance on the confirmed order.
        const expected = lifecycleRefusal(lifecycleOrderFromApi(after), {
          type: 'payment.record',
          amountCents: rupeesToCents(balance),
        });
        expect(paid.json()).toMatchObject({ success: false, message: expected, field: 'amount' });
        expect(expected).toBe('The payment is more than the LKR 200.00 due');
        expect([after.paidAmount, after.balanceAmount, after.refundDueAmount]).toEqual([
          500, 200, 0,
        ]);
        expect(after.payments).toHaveLength(1);
      }
      expect(
        booksViolations({ orders: [observedOrder(after)], customers: [], revenue: [] }),
      ).toEqual([]);
    }
    // The customer's totals agree with whatever won, on every order.
    const list = await as('cashier', {
      method: 'GET',
      url: `/api/customers/${people.regular}/orders?limit=100`,
    });
    const orders = await Promise.all(
      (list.json().data.orders as { _id: string }[]).map(async ({ _id }) =>
        observedOrder(await load(_id)),
      ),
    );
    const customer = await observedCustomer(
      t.db,
      (request) => as('cashier', request),
      people.regular,
    );
    expect(booksViolations({ orders, customers: [customer], revenue: [] })).toEqual([]);
  });
});
