import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceClothingPrices, services } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { sellService, servicePayload } from '../helpers/services';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('services: create, get, update, delete, toggle, duplicate', () => {
  const t = useTestApp();
  const as = asAccount(t);

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.service;
  };

  it('creates a service in cents with its category prices as rows, and reads it back in rupees', async () => {
    const response = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Service created successfully');
    expect(body.data.service).toMatchObject({
      name: 'Wash and Dry',
      priceType: 'per_kg',
      basePrice: 350,
      clothingPrices: { bed_sheets: 400, blankets: 550.5 },
      statuses: ['wash', 'dry', 'fold'],
      estimatedTime: 120,
      icon: 'WD',
      color: '#10B981',
      isActive: true,
      version: 1,
    });
    const id = body.data.service._id;
    const [row] = await t.db.select().from(services).where(eq(services.id, id));
    expect(row?.basePriceCents).toBe(35_000);
    const prices = await t.db
      .select()
      .from(serviceClothingPrices)
      .orderBy(asc(serviceClothingPrices.clothingCategory));
    expect(prices.map((p) => [p.clothingCategory, p.priceCents])).toEqual([
      ['bed_sheets', 40_000],
      ['blankets', 55_050],
    ]);

    const got = await as('cashier', { method: 'GET', url: `/api/services/${id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.service).toEqual(body.data.service);
  });

  it('fills the spec defaults', async () => {
    const service = await create({
      statuses: undefined,
      estimatedTime: undefined,
      color: undefined,
      isActive: undefined,
      icon: undefined,
      description: undefined,
      clothingPrices: undefined,
    });
    expect(service).toMatchObject({
      statuses: ['wash', 'dry'],
      estimatedTime: 60,
      color: '#3B82F6',
      isActive: true,
      clothingPrices: {},
    });
  });

  it('refuses a second service of the same name, whatever its case (409 on name)', async () => {
    await create();
    const response = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload({ name: 'WASH AND DRY' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'A service with this name already exists',
      field: 'name',
    });
  });

  it('answers 404 for an unknown service and 400 for a malformed id', async () => {
    const missing = await as('admin', { method: 'GET', url: `/api/services/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Service not found' });
    const malformed = await as('admin', { method: 'GET', url: '/api/services/not-an-id' });
    expect(malformed.statusCode).toBe(400);
  });

  it('updates at the current version and refuses a stale copy with 409', async () => {
    const service = await create();
    const update = (version: number, overrides: Record<string, unknown> = {}) =>
      as('admin', {
        method: 'PUT',
        url: `/api/services/${service._id}`,
        payload: {
          ...servicePayload({
            name: 'Wash & Dry',
            basePrice: 375.25,
            clothingPrices: { towels: 300 },
          }),
          ...overrides,
          version,
        },
      });
    const first = await update(1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Service updated successfully');
    expect(first.json().data.service).toMatchObject({
      name: 'Wash & Dry',
      basePrice: 375.25,
      clothingPrices: { towels: 300 },
      version: 2,
    });

    await as.signIn('admin');
    const before = await snapshot(t.db);
    const stale = await update(1, { name: 'Someone Else' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, field: 'version' });
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('renames only to a free name', async () => {
    await create({ name: 'Ironing' });
    const service = await create();
    const response = await as('admin', {
      method: 'PUT',
      url: `/api/services/${service._id}`,
      payload: { ...servicePayload({ name: 'ironing' }), version: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().field).toBe('name');
  });

  it('deletes an unused service, and deactivates one that orders name instead', async () => {
    const unused = await create({ name: 'Unused' });
    const deleted = await as('admin', { method: 'DELETE', url: `/api/services/${unused._id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      message: 'Service deleted successfully',
      data: { deleted: true },
    });
    expect(await t.db.select().from(services).where(eq(services.id, unused._id))).toEqual([]);

    const sold = await create({ name: 'Sold' });
    await sellService(
      t.db,
      { id: sold._id, name: sold.name },
      { totalPriceCents: 70_000, weightGrams: 2000 },
    );
    const kept = await as('admin', { method: 'DELETE', url: `/api/services/${sold._id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().message).toBe(
      'This service is used by existing orders, so it was deactivated instead of deleted.',
    );
    expect(kept.json().data).toMatchObject({
      deleted: false,
      service: { _id: sold._id, isActive: false },
    });
  });

  it('toggles the status both ways', async () => {
    const service = await create();
    const off = await as('admin', {
      method: 'PATCH',
      url: `/api/services/${service._id}/toggle-status`,
    });
    expect(off.json()).toMatchObject({
      message: 'Service deactivated successfully',
      data: { service: { isActive: false, version: 2 } },
    });
    const on = await as('admin', {
      method: 'PATCH',
      url: `/api/services/${service._id}/toggle-status`,
    });
    expect(on.json()).toMatchObject({
      message: 'Service activated successfully',
      data: { service: { isActive: true } },
    });
  });

  it("duplicates with ' (Copy)' and then a free numbered name, copying every setting", async () => {
    const service = await create();
    const duplicate = () =>
      as('admin', {
        method: 'POST',
        url: `/api/services/${service._id}/duplicate`,
        payload: { name: 'Wash and Dry (Copy)' },
      });
    const first = await duplicate();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Service duplicated successfully');
    const copy = first.json().data.service;
    expect(copy).toMatchObject({
      name: 'Wash and Dry (Copy)',
      priceType: 'per_kg',
      basePrice: 350,
      clothingPrices: { bed_sheets: 400, blankets: 550.5 },
      statuses: ['wash', 'dry', 'fold'],
      version: 1,
    });
    expect(copy._id).not.toBe(service._id);
    expect((await duplicate()).json().data.service.name).toBe('Wash and Dry (Copy 2)');
    const chosen = (name?: string) =>
      as('admin', {
        method: 'POST',
        url: `/api/services/${service._id}/duplicate`,
        payload: name === undefined ? {} : { name },
      });
    expect((await chosen()).json().data.service.name).toBe('Wash and Dry (Copy 3)');
    expect((await chosen('Wash and Dry Express')).json().data.service.name).toBe(
      'Wash and Dry Express',
    );
    const taken = await chosen('wash and dry express');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('name');
  });

  it('lists the process steps and price types', async () => {
    const response = await as('cashier', { method: 'GET', url: '/api/services/statuses' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.statuses.map((s: { value: string }) => s.value)).toEqual([
      'wash',
      'dry',
      'iron',
      'dry_clean',
      'fold',
    ]);
    expect(response.json().data.priceTypes).toHaveLength(4);
  });
});
