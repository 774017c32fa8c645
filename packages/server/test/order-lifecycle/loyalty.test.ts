import { LOYALTY_BALANCE_MAX } from '@laundry/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, customers, loyaltyHistory, orders, outbox } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

describe('loyalty points earned by an order (docs/decisions/012)', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  async function place() {
    return placeOrder(as, orderPayload(people.regular, catalogue.washAndDry));
  }

  async function move(id: string, status: string) {
    const response = await as('cashier', {
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function pay(id: string, amount: number) {
    const response = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${id}/payments`,
      payload: { method: 'cash', amount },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function balance() {
    const [row] = await t.db.select().from(customers).where(eq(customers.id, people.regular));
    return row?.loyaltyPoints ?? -1;
  }

  async function earned(orderId: string) {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    return row?.loyaltyPointsEarned;
  }

  const history = () =>
    t.db.select().from(loyaltyHistory).where(eq(loyaltyHistory.customerId, people.regular));

  beforeEach(async () => {
    await openTills(t);
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  it('earns one point per full LKR 100 when the completed order is paid', async () => {
    const order = await place();
    const points = Math.floor(order.totalAmount / 100);
    expect(points).toBeGreaterThan(0);
    const before = await balance();
    await move(order._id, 'drying');
    await move(order._id, 'complete');
    expect(await earned(order._id)).toBeNull();
    await pay(order._id, order.totalAmount);

    expect(await earned(order._id)).toBe(points);
    expect(await balance()).toBe(before + points);
    const rows = await history();
    expect(rows.map((row) => [row.action, row.points, row.reason])).toEqual([
      ['add', points, `Order ${order.orderNumber} completed and paid`],
    ]);
    expect(rows[0]?.pointsAfter).toBe(before + points);
    // …and the audit log names who took the payment that made the points due.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, people.regular), eq(auditLog.action, 'loyalty')));
    expect(audited.map((row) => [row.actorName, row.before, row.after])).toEqual([
      [
        expect.any(String),
        { loyaltyPoints: before, reason: null },
        { loyaltyPoints: before + points, reason: `Order ${order.orderNumber} completed and paid` },
      ],
    ]);
    expect(audited[0]?.actorId).not.toBeNull();

    // The receipt carries the points earned and the customer's new balance, on screen and by mail.
    const receipt = await as('cashier', { method: 'GET', url: `/api/orders/${order._id}/receipt` });
    const onReceipt = receipt.json().data.receipt.order;
    expect([onReceipt.loyaltyPointsEarned, onReceipt.customer.loyaltyPoints]).toEqual([
      points,
      before + points,
    ]);
    await as('cashier', {
      method: 'POST',
      url: `/api/orders/${order._id}/send-receipt`,
      payload: {},
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'ruwan@mail.lk'));
    expect(mail?.text).toContain(`Loyalty points earned: ${points}`);
    expect(mail?.text).toContain(`Your points balance: ${before + points}`);
  });

  it('earns when the paid order is completed, and only once', async () => {
    const order = await place();
    const before = await balance();
    await pay(order._id, order.totalAmount);
    expect(await earned(order._id)).toBeNull();
    await move(order._id, 'drying');
    await move(order._id, 'complete');
    const points = Math.floor(order.totalAmount / 100);
    expect(await balance()).toBe(before + points);
    // The same status again (allowed) earns nothing more.
    await move(order._id, 'complete');
    expect(await balance()).toBe(before + points);
    expect(await history()).toHaveLength(1);
  });

  it('earns nothing on a part payment, nor on a cancelled order', async () => {
    const order = await place();
    const before = await balance();
    await move(order._id, 'drying');
    await move(order._id, 'complete');
    await pay(order._id, 100);
    expect(await earned(order._id)).toBeNull();

    const other = await place();
    await move(other._id, 'cancelled');
    const refused = await as('cashier', {
      method: 'POST',
      url: `/api/orders/${other._id}/payments`,
      payload: { method: 'cash', amount: other.totalAmount },
    });
    expect(refused.statusCode).toBe(409);
    expect(await earned(other._id)).toBeNull();
    expect(await balance()).toBe(before);
    expect(await history()).toHaveLength(0);
  });

  it('takes back the points of an order cancelled after its money was refunded, with a history row', async () => {
    const order = await place();
    const points = Math.floor(order.totalAmount / 100);
    const before = await balance();
    await move(order._id, 'drying');
    await move(order._id, 'complete');
    await pay(order._id, order.totalAmount);
    expect(await balance()).toBe(before + points);
    // What a full refund leaves on the order (the refunds module writes this): nothing paid.
    await t.db
      .update(orders)
      .set({ paidAmountCents: 0, paymentStatus: 'unpaid' })
      .where(eq(orders.id, order._id));

    await move(order._id, 'cancelled');
    expect(await balance()).toBe(before);
    expect(await earned(order._id)).toBe(0);
    const rows = await history();
    expect(rows.map((row) => [row.action, row.points, row.reason, row.pointsAfter])).toEqual([
      ['add', points, `Order ${order.orderNumber} completed and paid`, before + points],
      ['subtract', points, `Order ${order.orderNumber} cancelled`, before],
    ]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, people.regular), eq(auditLog.action, 'loyalty')));
    expect(audited).toHaveLength(2);
  });

  it('never takes the balance past the largest one kept', async () => {
    await t.db
      .update(customers)
      .set({ loyaltyPoints: LOYALTY_BALANCE_MAX - 1 })
      .where(eq(customers.id, people.regular));
    const order = await place();
    await move(order._id, 'drying');
    await move(order._id, 'complete');
    await pay(order._id, order.totalAmount);
    expect(await balance()).toBe(LOYALTY_BALANCE_MAX);
    expect(await earned(order._id)).toBe(1);
  });
});
