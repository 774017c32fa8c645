import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { servicePayload } from '../helpers/services';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('services: price changes in the audit log', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function createService(overrides: Record<string, unknown> = {}) {
    const response = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.service as { _id: string; name: string };
  }

  async function historyOf(id: string) {
    const response = await as('admin', { method: 'GET', url: `/api/audit/service/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.entries as Record<string, unknown>[];
  }

  it('records who changed the base and category prices, before and after, in rupees', async () => {
    const { _id } = await createService();
    const response = await as('admin', {
      method: 'PUT',
      url: `/api/services/${_id}`,
      payload: {
        ...servicePayload({ basePrice: 375.5, clothingPrices: { bed_sheets: 400, blankets: 600 } }),
        version: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry, ...others] = await historyOf(_id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor: { _id: t.ids.admin, name: 'Shop Owner' },
      entity: 'service',
      entityId: _id,
      entityLabel: 'Wash and Dry',
      action: 'price',
      before: { basePrice: 350, 'clothingPrices.blankets': 550.5 },
      after: { basePrice: 375.5, 'clothingPrices.blankets': 600 },
    });
    expect(Object.keys(entry?.after as object)).toHaveLength(2);
  });

  it('writes nothing when an update leaves the prices as they were', async () => {
    const { _id } = await createService();
    const response = await as('admin', {
      method: 'PUT',
      url: `/api/services/${_id}`,
      payload: { ...servicePayload({ description: 'Now with softener' }), version: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await historyOf(_id)).toEqual([]);
  });

  it('records a removed category price and each service of a bulk price update', async () => {
    const first = await createService();
    const second = await createService({ name: 'Ironing', basePrice: 100, clothingPrices: {} });
    const removed = await as('admin', {
      method: 'PUT',
      url: `/api/services/${first._id}`,
      payload: { ...servicePayload({ clothingPrices: { bed_sheets: 400 } }), version: 1 },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [dropped] = await historyOf(first._id);
    expect(dropped).toMatchObject({
      before: { 'clothingPrices.blankets': 550.5 },
      after: { 'clothingPrices.blankets': null },
    });

    t.clock.advance(60_000);
    const bulk = await as('admin', {
      method: 'PUT',
      url: '/api/services/bulk-update',
      payload: {
        serviceIds: [first._id, second._id],
        action: 'update',
        updateData: { basePrice: 200 },
      },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const [firstBulk] = await historyOf(first._id);
    const [secondBulk] = await historyOf(second._id);
    expect(firstBulk).toMatchObject({ before: { basePrice: 350 }, after: { basePrice: 200 } });
    expect(secondBulk).toMatchObject({ before: { basePrice: 100 }, after: { basePrice: 200 } });
  });

  it('writes the audit row in the same transaction: a failed change leaves none', async () => {
    const { _id } = await createService();
    // A check the database makes at commit, after the change and its audit row are written.
    await t.db.execute(sql`
      create or replace function refuse_forbidden_price() returns trigger language plpgsql as $$
      begin
        if new.base_price_cents = 99900 then raise exception 'refused at commit'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create constraint trigger services_refuse_price after update on services
      deferrable initially deferred for each row execute function refuse_forbidden_price()`);
    try {
      const before = await snapshot(t.db);
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/services/${_id}`,
        payload: { ...servicePayload({ basePrice: 999 }), version: 1 },
      });
      expect(response.statusCode).toBe(500);
      expect(await snapshot(t.db)).toEqual(before);
      expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, _id))).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger services_refuse_price on services`);
      await t.db.execute(sql`drop function refuse_forbidden_price()`);
    }
  });
});
