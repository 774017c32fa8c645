import { assignableStaffDataSchema, type Order, orderSchema } from '@laundry/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, orderTables, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';

/** Assigned staff (spec part 2 §2.4 'assigned staff chips', §3 Order.assignedStaff). */
describe('assigned staff', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let order: Order;

  beforeEach(async () => {
    const catalogue = await seedCatalogue(t.db);
    const people = await seedOrderCustomers(t.db);
    const created = await as('cashier', {
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload(people.regular, catalogue.washAndDry),
    });
    order = orderSchema.parse(created.json().data.order);
  });

  const assign = (staffIds: unknown) =>
    as('cashier', { method: 'PUT', url: `/api/orders/${order._id}/staff`, payload: { staffIds } });

  it('offers the active accounts and keeps who is assigned, audited', async () => {
    expect(order.assignedStaff).toEqual([]);
    const offered = await as('cashier', { method: 'GET', url: '/api/orders/assignable-staff' });
    expect(offered.statusCode, offered.body).toBe(200);
    const { staff } = assignableStaffDataSchema.parse(offered.json().data);
    expect(staff.map((person) => person.fullName)).toEqual([
      'Kasun Silva',
      'Nimali Perera',
      'Shop Owner',
    ]);

    const response = await assign([t.ids.cashier, t.ids.admin]);
    expect(response.statusCode, response.body).toBe(200);
    const read = await as('cashier', { method: 'GET', url: `/api/orders/${order._id}` });
    const saved = orderSchema.parse(read.json().data.order);
    expect(saved.assignedStaff).toEqual([
      { _id: t.ids.cashier, fullName: 'Nimali Perera', username: 'cashier@laundry.test' },
      { _id: t.ids.admin, fullName: 'Shop Owner', username: 'admin@laundry.test' },
    ]);
    expect(saved.version).toBe(order.version + 1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'update')));
    expect(audit?.actorName).toBe('Nimali Perera');

    const cleared = await assign([]);
    expect(orderSchema.parse(cleared.json().data.order).assignedStaff).toEqual([]);
  });

  it('refuses an inactive or unknown account, a repeat and a non-list with 400', async () => {
    const before = await orderTables(t.db);
    for (const staffIds of [
      [t.ids.inactive],
      ['00000000-0000-4000-8000-000000000000'],
      [t.ids.cashier, t.ids.cashier],
      'everyone',
    ]) {
      const response = await assign(staffIds);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await orderTables(t.db)).toEqual(before);
  });
});
