import { customerStatsSchema } from '@laundry/domain';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, loyaltyHistory, payments, refunds } from '../../src/db/schema';
import { asAccount, insertCustomer, insertOrder } from '../helpers/customers';
import { type TestContext, testConfig, useTestApp } from '../helpers/test-app';

// The clock is pinned at START: 2026-03-02T04:30Z, 10:00 on 2 March in Colombo (UTC+5:30).
const at = (iso: string) => new Date(iso);

/**
 * Five customers around the 7-day boundary (24 Feb 00:00 Colombo = 23 Feb 18:30Z), orders in
 * this and the previous period (one cancelled), and loyalty changes in both.
 */
async function knownData(t: TestContext) {
  const a = await insertCustomer(t.db, {
    fullName: 'Asha Today',
    phoneNumber: '0770000001',
    email: 'asha@example.lk',
    isStudent: true,
    campusId: 'IT2210456',
    loyaltyPoints: 1500,
    createdAt: at('2026-03-02T03:30:00Z'),
  });
  const b = await insertCustomer(t.db, {
    fullName: 'Bandula Boundary',
    phoneNumber: '0770000002',
    loyaltyPoints: 600,
    createdAt: at('2026-02-23T18:30:00Z'),
  });
  const c = await insertCustomer(t.db, {
    fullName: 'Chathu Before',
    phoneNumber: '0770000003',
    isStudent: true,
    campusId: 'MM221234',
    loyaltyPoints: 150,
    createdAt: at('2026-02-23T18:29:59Z'),
  });
  await insertCustomer(t.db, {
    fullName: 'Dinesh Previous',
    phoneNumber: '0770000004',
    isStudent: true,
    campusId: 'NU221456',
    loyaltyPoints: 0,
    createdAt: at('2026-02-20T06:00:00Z'),
  });
  await insertCustomer(t.db, {
    fullName: 'Eranga Old',
    phoneNumber: '0770000005',
    loyaltyPoints: 99,
    createdAt: at('2026-01-01T00:00:00Z'),
  });
  // Revenue and a customer's total spent are money received (issue 21): each counted order is
  // paid in full when placed, with the payment row the revenue reads.
  const paid = async (customerId: string, cents: number, iso: string) => {
    const order = await insertOrder(t.db, {
      customerId,
      totalAmountCents: cents,
      paidAmountCents: cents,
      paymentStatus: 'paid',
      createdAt: at(iso),
    });
    await t.db
      .insert(payments)
      .values({ orderId: order.id, method: 'cash', amountCents: cents, processedAt: at(iso) });
    return order;
  };
  await paid(a.id, 150_000, '2026-03-02T04:00:00Z');
  await paid(b.id, 100_000, '2026-02-25T08:00:00Z');
  await insertOrder(t.db, {
    customerId: b.id,
    totalAmountCents: 500_000,
    status: 'cancelled',
    createdAt: at('2026-02-26T08:00:00Z'),
  });
  await paid(c.id, 50_000, '2026-02-18T08:00:00Z');
  const entry = { action: 'add' as const, reason: 'Known data', changedBy: t.ids.admin };
  await t.db.insert(loyaltyHistory).values([
    {
      ...entry,
      customerId: a.id,
      points: 100,
      pointsBefore: 1400,
      pointsAfter: 1500,
      createdAt: at('2026-03-01T05:00:00Z'),
    },
    {
      ...entry,
      customerId: b.id,
      action: 'subtract',
      points: 30,
      pointsBefore: 630,
      pointsAfter: 600,
      createdAt: at('2026-02-27T05:00:00Z'),
    },
    {
      ...entry,
      customerId: c.id,
      points: 50,
      pointsBefore: 100,
      pointsAfter: 150,
      createdAt: at('2026-02-19T05:00:00Z'),
    },
  ]);
}

describe('GET /api/customers/stats (Asia/Colombo)', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function stats(query = '') {
    const response = await as('cashier', { method: 'GET', url: `/api/customers/stats${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return customerStatsSchema.parse(response.json().data);
  }

  it('computes the figures of the last 7 days against the 7 before', async () => {
    await knownData(t);
    const data = await stats('?timeRange=7');
    expect(data).toMatchObject({
      totalCustomers: 5,
      studentCustomers: 3,
      averageLoyaltyPoints: 470,
      totalRevenue: 3000,
      customersGrowth: 0,
      studentGrowth: -50,
      loyaltyGrowth: 40,
      revenueGrowth: 400,
      vipCustomers: 1,
      goldCustomers: 1,
      silverCustomers: 1,
      bronzeCustomers: 2,
    });
    expect(data.topLoyaltyCustomers).toEqual([
      expect.objectContaining({
        fullName: 'Asha Today',
        email: 'asha@example.lk',
        loyaltyPoints: 1500,
        totalSpent: 1500,
      }),
      expect.objectContaining({
        fullName: 'Bandula Boundary',
        loyaltyPoints: 600,
        totalSpent: 1000,
      }),
      expect.objectContaining({ fullName: 'Chathu Before', loyaltyPoints: 150, totalSpent: 500 }),
      expect.objectContaining({ fullName: 'Eranga Old', loyaltyPoints: 99, totalSpent: 0 }),
    ]);
    expect(data.customerGrowthData).toEqual([
      { date: '2026-02-24', newCustomers: 1 },
      { date: '2026-02-25', newCustomers: 0 },
      { date: '2026-02-26', newCustomers: 0 },
      { date: '2026-02-27', newCustomers: 0 },
      { date: '2026-02-28', newCustomers: 0 },
      { date: '2026-03-01', newCustomers: 0 },
      { date: '2026-03-02', newCustomers: 1 },
    ]);
    expect(data.insights).toEqual(
      expect.arrayContaining([
        '2 new customers in the last 7 days (0% vs the previous 7 days).',
        'Students make up 60% of customers (3 of 5).',
        'The average loyalty balance is 470 points.',
        '1 VIP customer holds 1,000 or more loyalty points.',
        '2 customers have not placed an order yet.',
      ]),
    );
    expect(data.insights.some((text) => text.includes('(+400% vs the previous 7 days)'))).toBe(
      true,
    );
  });

  it('counts revenue as money received net of refunds, on the day each moved', async () => {
    await knownData(t);
    // An order placed but never paid is no revenue; a refund today takes money off today.
    const [customer] = await t.db.select().from(customers).limit(1);
    if (!customer) throw new Error('no customer');
    await insertOrder(t.db, {
      customerId: customer.id,
      totalAmountCents: 900_000,
      createdAt: at('2026-03-01T08:00:00Z'),
    });
    const [payment] = await t.db.select().from(payments).orderBy(desc(payments.amountCents));
    await t.db.insert(refunds).values({
      orderId: payment?.orderId ?? '',
      paymentId: payment?.id ?? '',
      amountCents: 50_000,
      method: 'cash',
      reason: 'Stained',
      refundedAt: at('2026-03-02T04:15:00Z'),
    });
    const data = await stats('?timeRange=7');
    expect(data.totalRevenue).toBe(2500);
    // 2,000 this week (2,500 − 500 refunded) against 500 the week before.
    expect(data.revenueGrowth).toBe(300);
  });

  it('defaults to 30 days', async () => {
    await knownData(t);
    const data = await stats();
    // 1 Feb 00:00 Colombo onwards: four new customers against none in the 30 days before.
    expect(data.customersGrowth).toBe(100);
    expect(data.revenueGrowth).toBe(100);
    expect(data.insights[0]).toBe(
      '4 new customers in the last 30 days (+100% vs the previous 30 days).',
    );
    expect(await stats('?timeRange=365')).toMatchObject({
      totalCustomers: 5,
      customersGrowth: 100,
    });
  });

  it('answers the empty shapes with no data: zeros, no top customers, seven empty days', async () => {
    const data = await stats();
    expect(data).toEqual({
      totalCustomers: 0,
      studentCustomers: 0,
      averageLoyaltyPoints: 0,
      totalRevenue: 0,
      customersGrowth: 0,
      studentGrowth: 0,
      loyaltyGrowth: 0,
      revenueGrowth: 0,
      vipCustomers: 0,
      goldCustomers: 0,
      silverCustomers: 0,
      bronzeCustomers: 0,
      topLoyaltyCustomers: [],
      customerGrowthData: data.customerGrowthData.map((day) => ({ ...day, newCustomers: 0 })),
      insights: [],
    });
    expect(data.customerGrowthData).toHaveLength(7);
  });

  it('refuses other ranges', async () => {
    for (const timeRange of ['14', 'month', '-7', '7; DROP TABLE customers']) {
      const response = await as('cashier', {
        method: 'GET',
        url: `/api/customers/stats?timeRange=${encodeURIComponent(timeRange)}`,
      });
      expect(response.statusCode, timeRange).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'timeRange must be 7, 30, 90 or 365',
        field: 'timeRange',
      });
    }
  });
});

describe('GET /api/customers/stats in another configured time zone', () => {
  const t = useTestApp({
    config: { business: { ...testConfig().business, timeZone: 'UTC' } },
  });
  const as = asAccount(t);

  it('counts days from midnight UTC: the boundary customer falls in the previous week', async () => {
    await knownData(t);
    const response = await as('admin', { method: 'GET', url: '/api/customers/stats?timeRange=7' });
    const data = customerStatsSchema.parse(response.json().data);
    expect(data.customersGrowth).toBe(growthOf(1, 3));
    expect(data.customerGrowthData[0]).toEqual({ date: '2026-02-24', newCustomers: 0 });
    expect(data.customerGrowthData[6]).toEqual({ date: '2026-03-02', newCustomers: 1 });
  });
});

function growthOf(current: number, previous: number) {
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
