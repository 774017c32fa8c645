import { customerMessageAnswers, orderSchema } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customers, outbox } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

/**
 * Issue 38, finding 7: after the customer opted out, Resend answered "Message queued again"; after
 * their phone changed, it went to the old number with the tracking link. Resend follows the
 * customer as they are now (docs/decisions/041).
 */
describe('resending a message', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;
  let orderId: string;
  let url: string;

  beforeEach(async () => {
    const catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    await openTills(t);
    const placed = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.regular, catalogue.washAndDry),
    });
    orderId = orderSchema.parse(placed.json().data.order)._id;
    for (const status of ['drying', 'complete']) {
      const moved = await as('cashier', {
        method: 'PATCH',
        url: `/api/orders/${orderId}/status`,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [row] = await t.db.select().from(outbox).where(eq(outbox.orderId, orderId));
    if (!row) throw new Error('a message expected');
    expect(row).toMatchObject({ channel: 'sms', to: '0711111111' });
    url = `/api/orders/${orderId}/messages/${row.id}/resend`;
  });

  const resend = () => as('cashier', { method: 'POST', url });

  it('sends nothing again to a customer who opted out', async () => {
    await t.db
      .update(customers)
      .set({ messagesOptOut: true })
      .where(eq(customers.id, people.regular));
    const before = await t.db.select().from(outbox).where(eq(outbox.orderId, orderId));
    const response = await resend();
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(customerMessageAnswers.optedOut);
    expect(await t.db.select().from(outbox).where(eq(outbox.orderId, orderId))).toEqual(before);
  });

  it('sends nothing again to a number the customer no longer has', async () => {
    await t.db
      .update(customers)
      .set({ phoneNumber: '0719999999' })
      .where(eq(customers.id, people.regular));
    const response = await resend();
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(customerMessageAnswers.contactChanged);
  });

  it('still sends again to the customer as they are', async () => {
    const response = await resend();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(customerMessageAnswers.resent);
  });
});
