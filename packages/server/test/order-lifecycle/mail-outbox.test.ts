import { bankDetailsDeliverySchema, formatCurrency, type Order } from '@laundry/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { testConfig, useTestApp } from '../helpers/test-app';

/** Mail about an order: queued with the write it reports, and answered in the spec's shape. */
describe('order mail and the outbox', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  async function place(extra: object = {}): Promise<Order> {
    return placeOrder(as, orderPayload(people.regular, catalogue.washAndDry, extra));
  }

  /** The transaction that last wrote a row (PostgreSQL's `xmin`): equal means one transaction. */
  async function writtenBy(table: typeof orders | typeof outbox, id: string): Promise<string> {
    const [row] = await t.db
      .select({ xid: sql<string>`${table}.xmin::text` })
      .from(table)
      .where(eq(table.id, id));
    if (!row) throw new Error('row not found');
    return row.xid;
  }

  describe('PUT /orders/{id}/confirm-items', () => {
    const pickup = {
      pickupRequired: true,
      pickupAddress: { street: '5 Lake Rd', city: 'Moratuwa' },
    };

    const confirm = (order: Order, weight: number) =>
      as('cashier', {
        method: 'PUT',
        url: `/api/orders/${order._id}/confirm-items`,
        payload: {
          items: order.items.map((item) => ({
            itemId: item._id,
            actualQuantity: item.quantity,
            actualWeight: weight,
          })),
        },
      });

    it("queues the customer's mail in the transaction that confirms the items", async () => {
      const order = await place(pickup);
      const response = await confirm(order, 3);
      expect(response.statusCode, response.body).toBe(200);
      const mails = await t.db.select().from(outbox);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      if (!mail) throw new Error('no mail');
      expect(mail.to).toBe('ruwan@mail.lk');
      expect(mail.subject).toContain(order.orderNumber);
      // One transaction wrote both: the mail cannot exist without the confirmation, nor miss it.
      expect(await writtenBy(outbox, mail.id)).toBe(await writtenBy(orders, order._id));
    });

    it('leaves no mail when the confirmation is refused', async () => {
      const order = await place(pickup);
      expect((await confirm(order, 0)).statusCode).toBe(400);
      expect((await confirm(order, 3)).statusCode).toBe(200);
      // Confirmed once: a second confirmation is refused and mails nothing more.
      expect((await confirm(order, 4)).statusCode).toBe(409);
      expect(await t.db.$count(outbox)).toBe(1);
    });
  });

  describe('POST /orders/{id}/send-bank-details', () => {
    it('answers success, message, warning and data { sentVia, details, bankDetails }', async () => {
      const order = await place(); // LKR 875 due
      const response = await as('cashier', {
        method: 'POST',
        url: `/api/orders/${order._id}/send-bank-details`,
        payload: { amount: 875 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { bank } = testConfig();
      // No mail service in the tests: kept in the outbox, not sent, and the warning says so.
      expect(response.json()).toEqual({
        success: true,
        message: 'Bank details saved in the outbox: email service not configured',
        warning: 'email service not configured',
        data: {
          sentVia: null,
          details: { to: 'ruwan@mail.lk', amount: 875, reference: order.orderNumber },
          bankDetails: bank,
        },
      });
      // The answer is the schema's shape, nothing dropped or added by parsing it.
      const delivery = response.json().data;
      expect(bankDetailsDeliverySchema.safeParse(delivery)).toEqual({
        success: true,
        data: delivery,
      });
      const [mail] = await t.db.select().from(outbox);
      expect(mail?.text).toContain(formatCurrency(875));
      expect(mail?.text).toContain(bank.accountNumber);
    });
  });
});
