import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';

const bank = {
  bankName: 'Sampath Bank',
  branch: 'Katubedda',
  accountName: 'Suds & Co',
  accountNumber: '1122 3344 5566',
};

/** The account customers pay into is the configured one, on the receipt and in the mail. */
describe('the bank account of the order calls', () => {
  const t = useTestApp({ config: { bank } });
  const as = asAccount(t);
  let orderId: string;

  beforeEach(async () => {
    const catalogue = await seedCatalogue(t.db);
    const people = await seedOrderCustomers(t.db);
    const created = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.regular, catalogue.washAndDry),
    });
    orderId = created.json().data.order._id;
  });

  it('comes from the configuration', async () => {
    const receipt = await as('cashier', { method: 'GET', url: `/api/orders/${orderId}/receipt` });
    expect(receipt.json().data.receipt.business.bankDetails).toEqual(bank);
    const mailed = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${orderId}/send-bank-details`,
      payload: {},
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'ruwan@mail.lk'));
    expect(mail?.text).toContain('Bank: Sampath Bank (Katubedda)');
    expect(mail?.text).toContain('Account number: 1122 3344 5566');
  });
});
