import { randomUUID } from 'node:crypto';
import {
  customerAnalyticsSchema,
  customerDiscountInfoSchema,
  customerOrdersResponseSchema,
  DEFAULT_CAMPAIGN,
} from '@laundry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { asAccount, insertCustomer, insertOrder } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

describe("a customer's orders, analytics and discount", () => {
  const t = useTestApp();
  const as = asAccount(t);
  let id: string;

  beforeEach(async () => {
    id = (
      await insertCustomer(t.db, {
        fullName: 'Sachini Wickramasinghe',
        phoneNumber: '0705678905',
        isStudent: true,
        campusId: 'MM221234',
        campaignCode: DEFAULT_CAMPAIGN.campaignCode,
      })
    ).id;
  });

  const get = (path: string) =>
    as('cashier', { method: 'GET', url: `/api/customers/${id}${path}` });

  describe('before the first order: the empty shapes, no invented figures', () => {
    it('orders', async () => {
      const response = await get('/orders');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        orders: [],
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalOrders: 0,
          hasNext: false,
          hasPrev: false,
        },
      });
    });

    it('analytics', async () => {
      const response = await get('/analytics');
      expect(response.json().data).toEqual({
        overview: { averageOrderValue: 0, totalOrders: 0, lastOrderDate: null, totalSpent: 0 },
      });
    });

    it('discount info: the campaign on the first order', async () => {
      const response = await get('/discount-info');
      expect(response.statusCode).toBe(200);
      expect(customerDiscountInfoSchema.parse(response.json().data)).toEqual({
        discountInfo: {
          percentage: 20,
          description: 'Grand Opening 2025: 20% off your first order',
          isOneTime: true,
          type: 'campaign',
        },
        discountSummary: {
          nextOrderPercentage: 20,
          studentDiscount: true,
          campaignDiscount: true,
          campaignDiscountUsed: false,
        },
        orderHistory: { totalOrders: 0, totalSpent: 0, isFirstOrder: true },
      });
    });
  });

  describe('with orders', () => {
    beforeEach(async () => {
      const start = t.clock().getTime();
      await insertOrder(t.db, {
        customerId: id,
        orderNumber: 'ORD-0001',
        totalAmountCents: 120_050,
        paidAmountCents: 120_050,
        paymentStatus: 'paid',
        status: 'deliver',
        createdAt: new Date(start - 3 * 86_400_000),
      });
      await insertOrder(t.db, {
        customerId: id,
        orderNumber: 'ORD-0002',
        totalAmountCents: 80_000,
        paidAmountCents: 20_000,
        paymentStatus: 'partial',
        status: 'washing',
        createdAt: new Date(start - 86_400_000),
      });
      await insertOrder(t.db, {
        customerId: id,
        orderNumber: 'ORD-0003',
        totalAmountCents: 99_900,
        status: 'cancelled',
        createdAt: new Date(start - 3_600_000),
      });
    });

    it('lists them newest first, in rupees, with the customer and both status names', async () => {
      const response = await get('/orders?limit=2');
      const data = customerOrdersResponseSchema.parse(response.json().data);
      expect(data.orders.map((order) => order.orderNumber)).toEqual(['ORD-0003', 'ORD-0002']);
      expect(data.orders[1]).toMatchObject({
        customer: { _id: id, fullName: 'Sachini Wickramasinghe' },
        status: 'washing',
        orderStatus: 'washing',
        paymentStatus: 'partial',
        totalAmount: 800,
        paidAmount: 200,
        balanceAmount: 600,
      });
      expect(data.pagination).toEqual({
        currentPage: 1,
        totalPages: 2,
        totalOrders: 3,
        hasNext: true,
        hasPrev: false,
      });
    });

    it('sums the orders that count (not cancelled) in the analytics', async () => {
      const data = customerAnalyticsSchema.parse((await get('/analytics')).json().data);
      expect(data.overview).toEqual({
        totalOrders: 2,
        // Money received on the two counted orders; the average is of what was ordered.
        totalSpent: 1400.5,
        averageOrderValue: 1000.25,
        lastOrderDate: new Date(t.clock().getTime() - 86_400_000).toISOString(),
      });
      const customer = (await get('')).json().data.customer;
      expect(customer).toMatchObject({ totalOrders: 2, totalSpent: 1400.5 });
    });

    it('after the first order the campaign is used and the student discount goes on', async () => {
      const data = customerDiscountInfoSchema.parse((await get('/discount-info')).json().data);
      expect(data.discountInfo).toMatchObject({ type: 'student', percentage: 10 });
      expect(data.discountSummary).toEqual({
        nextOrderPercentage: 10,
        studentDiscount: true,
        campaignDiscount: true,
        campaignDiscountUsed: true,
      });
      expect(data.orderHistory).toEqual({
        totalOrders: 2,
        totalSpent: 1400.5,
        isFirstOrder: false,
      });
    });
  });

  it('answers 404 for an unknown customer and 400 for bad paging', async () => {
    for (const path of ['orders', 'analytics', 'discount-info']) {
      const response = await as('admin', {
        method: 'GET',
        url: `/api/customers/${randomUUID()}/${path}`,
      });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Customer not found' });
    }
    expect((await get('/orders?page=0')).statusCode).toBe(400);
    expect((await get('/orders?limit=1000')).statusCode).toBe(400);
  });
});
