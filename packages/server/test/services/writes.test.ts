import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceClothingPrices, services } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { sellService, servicePayload } from '../helpers/services';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('services: bad input, access, bulk update', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let ids: string[];

  beforeEach(async () => {
    ids = [];
    for (const [index, name] of ['Washing', 'Dry Cleaning', 'Ironing'].entries()) {
      const response = await as('admin', {
        method: 'POST',
        url: '/api/services',
        payload: servicePayload({
          name,
          priceType: 'per_piece',
          basePrice: 100 * (index + 1),
          clothingPrices: { suits: 900 },
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.service._id);
    }
  });

  it('refuses bad input with the field and the message, and writes nothing', async () => {
    await as.signIn('admin');
    const before = await snapshot(t.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
      [{ name: 'x'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
      [{ name: '' }, 'name', 'Service name is required'],
      [{ estimatedTime: 0 }, 'estimatedTime', 'Time must be at least 1 minute'],
      [{ estimatedTime: 1441 }, 'estimatedTime', 'Time cannot exceed 24 hours'],
      [{ estimatedTime: 30.5 }, 'estimatedTime', 'Time must be a whole number of minutes'],
      [{ basePrice: -1 }, 'basePrice', 'Price cannot be negative'],
      [{ basePrice: 10_000_000 }, 'basePrice', 'Price cannot exceed LKR 1,000,000'],
      [{ clothingPrices: { suits: -5 } }, 'clothingPrices.suits', 'Price cannot be negative'],
      [{ icon: 'ABC' }, 'icon', 'Icon must be at most 2 characters'],
      [{ priceType: 'per_hour' }, 'priceType', 'Price type is required'],
      [
        { description: 'd'.repeat(201) },
        'description',
        'Description must be less than 200 characters',
      ],
      [{ color: 'blue' }, 'color', 'Colour must be a hex colour such as #3B82F6'],
      [
        { statuses: ['spin'] },
        'statuses.0',
        'Process steps must be wash, dry, iron, dry_clean or fold',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await as('admin', {
        method: 'POST',
        url: '/api/services',
        payload: servicePayload({ name: 'New One', ...overrides }),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toEqual({
        success: false,
        message,
        field,
      });
    }
    const noVersion = await as('admin', {
      method: 'PUT',
      url: `/api/services/${ids[0]}`,
      payload: servicePayload(),
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().field).toBe('version');
    const unknownField = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload({ name: 'New One', popularity: 5 }),
    });
    expect(unknownField.statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('lets a cashier read but not write (403), and refuses anyone signed out (401)', async () => {
    expect((await as('cashier', { method: 'GET', url: '/api/services' })).statusCode).toBe(200);
    expect(
      (await as('cashier', { method: 'GET', url: `/api/services/${ids[0]}` })).statusCode,
    ).toBe(200);
    expect(
      (
        await as('cashier', {
          method: 'POST',
          url: `/api/services/${ids[0]}/calculate-price`,
          payload: { quantity: 1 },
        })
      ).statusCode,
    ).toBe(200);
    await as.signIn('cashier');
    const before = await snapshot(t.db);
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/services',
        payload: servicePayload({ name: 'Cashier Service' }),
      },
      {
        method: 'PUT' as const,
        url: `/api/services/${ids[0]}`,
        payload: { ...servicePayload(), version: 1 },
      },
      { method: 'DELETE' as const, url: `/api/services/${ids[0]}` },
      { method: 'PATCH' as const, url: `/api/services/${ids[0]}/toggle-status` },
      { method: 'POST' as const, url: `/api/services/${ids[0]}/duplicate`, payload: {} },
      {
        method: 'PUT' as const,
        url: '/api/services/bulk-update',
        payload: { serviceIds: ids, action: 'delete' },
      },
    ];
    for (const request of writes) {
      const response = await as('cashier', request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().success).toBe(false);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot(t.db)).toEqual(before);
  });

  const bulk = (payload: object) =>
    as('admin', { method: 'PUT', url: '/api/services/bulk-update', payload });
  const rows = () => t.db.select().from(services).orderBy(asc(services.name));

  it('deactivates, activates and updates only the non-empty fields', async () => {
    const off = await bulk({ serviceIds: ids.slice(0, 2), action: 'deactivate' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: 'Bulk deactivate completed successfully',
      data: { action: 'deactivate', updatedCount: 2, deletedCount: 0, deactivatedInsteadCount: 0 },
    });
    expect((await rows()).map((row) => [row.name, row.isActive])).toEqual([
      ['Dry Cleaning', false],
      ['Ironing', true],
      ['Washing', false],
    ]);
    expect((await bulk({ serviceIds: ids, action: 'activate' })).json().message).toBe(
      'Bulk activate completed successfully',
    );

    const updated = await bulk({
      serviceIds: ids.slice(0, 2),
      action: 'update',
      updateData: { estimatedTime: 90, basePrice: 150.5 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      (await rows()).map((row) => [
        row.name,
        row.estimatedTime,
        row.basePriceCents,
        row.priceType,
        row.isActive,
      ]),
    ).toEqual([
      ['Dry Cleaning', 90, 15_050, 'per_piece', true],
      ['Ironing', 120, 30_000, 'per_piece', true],
      ['Washing', 90, 15_050, 'per_piece', true],
    ]);
    // A flat rate keeps no category prices.
    await bulk({ serviceIds: [ids[2]], action: 'update', updateData: { priceType: 'flat_rate' } });
    const prices = await t.db
      .select()
      .from(serviceClothingPrices)
      .where(eq(serviceClothingPrices.serviceId, ids[2] as string));
    expect(prices).toEqual([]);
  });

  it('deletes in bulk, deactivating the services that orders name', async () => {
    await sellService(t.db, { id: ids[0] as string, name: 'Washing' }, { totalPriceCents: 10_000 });
    const response = await bulk({ serviceIds: ids.slice(0, 2), action: 'delete' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      'Bulk delete completed successfully. 1 service is used by orders and was deactivated instead of deleted.',
    );
    expect(response.json().data).toEqual({
      action: 'delete',
      updatedCount: 2,
      deletedCount: 1,
      deactivatedInsteadCount: 1,
    });
    expect((await rows()).map((row) => [row.name, row.isActive])).toEqual([
      ['Ironing', true],
      ['Washing', false],
    ]);
  });

  it('changes nothing when one id is unknown, or the input is bad', async () => {
    await as.signIn('admin');
    const before = await snapshot(t.db);
    for (const action of ['delete', 'deactivate', 'update']) {
      const response = await bulk({
        serviceIds: [ids[0], ids[1], randomUUID()],
        action,
        ...(action === 'update' ? { updateData: { estimatedTime: 45 } } : {}),
      });
      expect(response.statusCode, action).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Service not found',
        field: 'serviceIds',
      });
    }
    for (const payload of [
      { serviceIds: [], action: 'delete' },
      { serviceIds: ids, action: 'explode' },
      { serviceIds: ids, action: 'update' },
      { serviceIds: ids, action: 'update', updateData: {} },
      { serviceIds: ids, action: 'update', updateData: { estimatedTime: 1441 } },
      { serviceIds: ids, action: 'update', updateData: { basePrice: -1 } },
      { serviceIds: ids, action: 'update', updateData: { name: 'All the same' } },
      { serviceIds: [ids[0], ids[0]], action: 'activate' },
      { serviceIds: 'all', action: 'activate' },
    ]) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});
