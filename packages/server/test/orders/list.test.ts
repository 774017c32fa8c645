import {
  dashboardStatsSchema,
  type OrderStatus,
  orderAnalyticsSchema,
  orderListResponseSchema,
} from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import {
  orderPayload,
  placeOrder,
  recordPayment,
  seedCatalogue,
  seedOrderCustomers,
} from '../helpers/orders';
import { START, useTestApp } from '../helpers/test-app';

const DAY = 86_400_000;

describe('order list, analytics and dashboard', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;
  const ids: Record<string, string> = {};

  /** Creates an order through the API, then moves it to a moment (and a status). */
  async function place(
    name: string,
    customerId: string,
    at: Date,
    extra: object = {},
    status?: OrderStatus,
  ) {
    const order = await placeOrder(as, orderPayload(customerId, catalogue.washAndDry, extra));
    ids[name] = order._id;
    await t.db
      .update(orders)
      .set({ createdAt: at, ...(status ? { status } : {}) })
      .where(eq(orders.id, order._id));
    return order;
  }

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
    // START is 2026-03-02 10:00 in Colombo; "today" there began at 2026-03-01T18:30Z.
    await place('old', people.regular, new Date(START.getTime() - 40 * DAY), {}, 'delivered');
    await place('lastMonth', people.student, new Date('2026-02-27T10:00:00Z'), {}, 'washing');
    await place('pickup', people.newcomer, new Date('2026-03-01T05:00:00Z'), {
      pickupRequired: true,
      pickupAddress: { street: '1 A St', city: 'Moratuwa' },
    });
    // 00:10 on 2 March in Colombo, still 1 March in UTC: counted as today.
    await place(
      'earlyToday',
      people.campaignStudent,
      new Date('2026-03-01T18:40:00Z'),
      {
        isExpressService: true,
      },
      'complete',
    );
    await place('cancelled', people.regular, new Date(START.getTime() - 60_000), {}, 'cancelled');
    await recordPayment(t.db, ids.old as string, 875_00, new Date(START.getTime() - 40 * DAY));
    await recordPayment(t.db, ids.earlyToday as string, 300_00, new Date('2026-03-01T18:45:00Z'));
    await recordPayment(t.db, ids.lastMonth as string, 100_00, new Date('2026-03-01T12:00:00Z'));
  });

  const list = async (query = '') => {
    const response = await as('cashier', { method: 'GET', url: `/api/orders${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return orderListResponseSchema.parse(response.json().data);
  };

  it('lists newest first with the stats block in the business time zone', async () => {
    const data = await list();
    expect(data.orders.map((order) => order._id)).toEqual([
      ids.cancelled,
      ids.earlyToday,
      ids.pickup,
      ids.lastMonth,
      ids.old,
    ]);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalOrders: 5,
      hasNext: false,
      hasPrev: false,
    });
    expect(data.stats).toEqual({
      totalOrders: 5,
      pendingOrders: 1,
      processingOrders: 1,
      readyOrders: 1,
      totalRevenue: 1275,
      // Regular 875, student 787.50, campaign newcomer 700, campaign student 700 + express 100.
      averageOrderValue: 790.63,
      todayRevenue: 300,
      todayOrders: 2,
    });
    expect(data.orders[1]).toMatchObject({ paymentStatus: 'partial', balanceAmount: 500 });
  });

  it('searches by order number, customer name and phone', async () => {
    const all = await list();
    const number = all.orders.find((order) => order._id === ids.pickup)?.orderNumber as string;
    expect((await list(`?search=${number}`)).orders.map((order) => order._id)).toEqual([
      ids.pickup,
    ]);
    expect((await list(`?search=${number.slice(-4)}`)).orders.map((o) => o._id)).toContain(
      ids.pickup,
    );
    expect((await list('?search=sachini')).orders.map((order) => order._id)).toEqual([
      ids.lastMonth,
    ]);
    expect((await list('?search=073-333-3333')).orders.map((order) => order._id)).toEqual([
      ids.pickup,
    ]);
    expect((await list('?search=nobody')).orders).toEqual([]);
  });

  it('filters by status or bucket, payment status and service type, and pages', async () => {
    expect((await list('?status=pending')).orders.map((o) => o._id)).toEqual([ids.pickup]);
    expect((await list('?status=washing')).orders.map((o) => o._id)).toEqual([ids.lastMonth]);
    expect((await list('?paymentStatus=paid')).orders.map((o) => o._id)).toEqual([ids.old]);
    // Unpaid-Partial: what still owes money, so not the cancelled order (it owes nothing).
    expect((await list('?paymentStatus=unpaid')).orders.map((o) => o._id)).toEqual([
      ids.earlyToday,
      ids.pickup,
      ids.lastMonth,
    ]);
    expect((await list('?serviceStatus=pickup')).orders.map((o) => o._id)).toEqual([ids.pickup]);
    expect((await list('?serviceStatus=express')).orders.map((o) => o._id)).toEqual([
      ids.earlyToday,
    ]);
    expect((await list('?serviceStatus=self_service')).orders).toHaveLength(4);
    const sorted = await list('?sortBy=totalAmount&sortOrder=desc&limit=2&page=2');
    expect(sorted.pagination).toMatchObject({
      currentPage: 2,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    });
    expect(sorted.orders).toHaveLength(2);
  });

  it('answers the analytics of a window: orders, revenue received, statuses, days', async () => {
    const response = await as('cashier', {
      method: 'GET',
      url: '/api/orders/analytics?startDate=2026-03-01&endDate=2026-03-02',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = orderAnalyticsSchema.parse(response.json().data);
    expect(data.overview).toEqual({
      totalOrders: 3,
      totalRevenue: 400,
      averageOrderValue: (700 + 800) / 2,
      paidOrders: 0,
    });
    expect(data.ordersByStatus).toEqual(
      expect.arrayContaining([
        { _id: 'pickup', count: 1, totalAmount: 700 },
        { _id: 'complete', count: 1, totalAmount: 800 },
        { _id: 'cancelled', count: 1, totalAmount: 875 },
      ]),
    );
    expect(data.dailyStats).toEqual([
      { _id: { year: 2026, month: 3, day: 1 }, orders: 1, revenue: 100 },
      { _id: { year: 2026, month: 3, day: 2 }, orders: 2, revenue: 300 },
    ]);
    const defaults = await as('cashier', { method: 'GET', url: '/api/orders/analytics' });
    expect(defaults.json().data.overview.totalOrders).toBe(4);
  });

  it('answers the dashboard figures for this month and today', async () => {
    const response = await as('cashier', { method: 'GET', url: '/api/reports/dashboard' });
    expect(response.statusCode, response.body).toBe(200);
    expect(dashboardStatsSchema.parse(response.json().data.stats)).toEqual({
      monthOrders: 3,
      todayOrders: 2,
      monthRevenue: 400,
      todayRevenue: 300,
      totalCustomers: 4,
      pendingOrders: 1,
    });
  });

  it("lists one customer's orders", async () => {
    const response = await as('cashier', {
      method: 'GET',
      url: `/api/orders/customer/${people.regular}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.orders.map((order: { _id: string }) => order._id)).toEqual([
      ids.cancelled,
      ids.old,
    ]);
    const missing = await as('cashier', {
      method: 'GET',
      url: '/api/orders/customer/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
