import { trackingUrl } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';

/** The mailed receipt carries the order's tracking link, as text and as a QR code (issue 25). */
describe('the receipt mail', () => {
  const t = useTestApp({ config: { publicUrl: 'https://laundry.example.lk' } });
  const as = asAccount(t);

  it("links to the tracking page with the order's current token", async () => {
    const catalogue = await seedCatalogue(t.db);
    const people = await seedOrderCustomers(t.db);
    const created = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.regular, catalogue.washAndDry),
    });
    const id = created.json().data.order._id;
    const { token } = (
      await as('cashier', { method: 'GET', url: `/api/orders/${id}/tracking` })
    ).json().data;

    const sent = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${id}/send-receipt`,
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'ruwan@mail.lk'));
    const link = trackingUrl('https://laundry.example.lk', token);
    expect(mail?.text).toContain(`Track your order: ${link}`);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"/);
  });
});
