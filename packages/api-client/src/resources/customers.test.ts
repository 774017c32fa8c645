import { type Customer, customerMessages, STORAGE_KEYS } from '@laundry/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { createMemoryStorage } from '../storage';
import { type FakeServer, makeUser, startFakeApi } from '../testing/node';

let api: FakeServer;

const nimal: Customer = {
  _id: '11111111-1111-4111-8111-111111111111',
  fullName: 'Nimal Perera',
  phoneNumber: '0771234567',
  email: 'nimal@mail.lk',
  isStudent: true,
  campusId: 'IT2112345',
  institution: 'main-campus',
  address: { street: '12 Main St', city: 'Malabe' },
  loyaltyPoints: 120,
  totalOrders: 3,
  totalSpent: 4500,
  eligibleForStudentDiscount: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const pagination = {
  currentPage: 1,
  totalPages: 1,
  totalCustomers: 1,
  hasNext: false,
  hasPrev: false,
};

function client() {
  const pair = api.issuePair();
  const storage = createMemoryStorage({
    [STORAGE_KEYS.token]: pair.token,
    [STORAGE_KEYS.refreshToken]: pair.refreshToken,
    [STORAGE_KEYS.user]: JSON.stringify(makeUser()),
  });
  return createApiClient({ baseURL: api.url, storage });
}

function answer(data: unknown, message?: string) {
  return api.signedIn(() => ({
    body: { success: true, ...(message ? { message } : {}), data },
  }));
}

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
});

describe('customers.list', () => {
  it('sends only the filters that are set and reads the page', async () => {
    api.route('GET', '/api/customers', answer({ customers: [nimal], pagination }));

    const { data } = await client().customers.list({
      page: 2,
      limit: 10,
      isStudent: false,
      sortBy: 'fullName',
      sortOrder: 'asc',
      search: '',
      loyaltyTier: undefined,
    });

    expect(data).toEqual({ customers: [nimal], pagination });
    expect(api.calls('GET', '/customers')[0]?.query.toString()).toBe(
      'page=2&limit=10&isStudent=false&sortBy=fullName&sortOrder=asc',
    );
  });

  it('refuses an answer that is not a page of customers', async () => {
    api.route(
      'GET',
      '/api/customers',
      answer({ customers: [{ ...nimal, loyaltyPoints: -5 }], pagination }),
    );
    await expect(client().customers.list()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'invalid-response',
    });
  });

  it("passes the server's message on failure", async () => {
    api.route(
      'GET',
      '/api/customers',
      api.signedIn(() => ({
        status: 500,
        body: { success: false, message: customerMessages.fetchListFailed },
      })),
    );
    const failure = await client()
      .customers.list()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, message: 'Failed to fetch customers' });
  });
});

describe('customers.search', () => {
  it('asks with q and limit and reads a list', async () => {
    api.route('GET', '/api/customers/search', answer([nimal]));
    const { data } = await client().customers.search({ q: 'nim', limit: 10 });
    expect(data).toEqual([nimal]);
    expect(api.calls('GET', '/customers/search')[0]?.query.toString()).toBe('q=nim&limit=10');
  });
});

describe('customers: one customer', () => {
  it('creates, answering the customer and the message', async () => {
    api.route(
      'POST',
      '/api/customers',
      api.signedIn(({ body }) => ({
        status: 201,
        body: {
          success: true,
          message: customerMessages.created,
          data: { customer: { ...nimal, ...(body as object) } },
        },
      })),
    );
    const input = { fullName: 'Nimal Perera', phoneNumber: '0771234567', isStudent: false };

    const result = await client().customers.create(input);

    expect(result.message).toBe('Customer created successfully');
    expect(result.data.customer.fullName).toBe('Nimal Perera');
    expect(api.calls('POST', '/customers')[0]?.body).toEqual(input);
  });

  it('sends the submission key when given one', async () => {
    api.route('POST', '/api/customers', answer({ customer: nimal }, customerMessages.created));
    const laundry = client();
    await laundry.customers.create({ fullName: 'Nimal', phoneNumber: '0771234567' });
    await laundry.customers.create(
      { fullName: 'Nimal', phoneNumber: '0771234567' },
      { idempotencyKey: 'form-1' },
    );
    expect(
      api.calls('POST', '/customers').map((call) => call.headers.get('idempotency-key')),
    ).toEqual([null, 'form-1']);
  });

  it('keeps the field the server blames', async () => {
    api.route(
      'POST',
      '/api/customers',
      api.signedIn(() => ({
        status: 409,
        body: { success: false, message: customerMessages.phoneTaken, field: 'phoneNumber' },
      })),
    );
    await expect(
      client().customers.create({ fullName: 'Nimal', phoneNumber: '0771234567' }),
    ).rejects.toMatchObject({ status: 409, field: 'phoneNumber' });
  });

  it('calls each route with its method, escaped id and body', async () => {
    const seen: string[] = [];
    const record = (data: unknown) =>
      api.signedIn((request) => {
        seen.push(`${request.method} ${request.path}`);
        return { body: { success: true, data } };
      });
    const id = 'a/b';
    api.route('GET', '/api/customers/a%2Fb', record({ customer: nimal }));
    api.route('PUT', '/api/customers/a%2Fb', record({ customer: nimal }));
    api.route('DELETE', '/api/customers/a%2Fb', record(null));
    api.route('GET', '/api/customers/phone/0771234567', record({ customer: nimal }));
    api.route(
      'PUT',
      '/api/customers/a%2Fb/loyalty-points',
      record({
        customer: { ...nimal, loyaltyPoints: 620 },
        loyaltyChange: {
          action: 'add',
          points: 500,
          reason: 'Welcome bonus',
          pointsBefore: 120,
          pointsAfter: 620,
          tier: 'gold',
          changedAt: '2026-01-02T00:00:00.000Z',
        },
      }),
    );
    api.route('PUT', '/api/customers/bulk-update', record({ updatedCount: 2 }));
    const laundry = client();

    expect((await laundry.customers.get(id)).data.customer).toEqual(nimal);
    await laundry.customers.update(id, {
      fullName: 'Nimal P',
      phoneNumber: '0771234567',
      version: 1,
    });
    await laundry.customers.remove(id);
    expect((await laundry.customers.getByPhone('0771234567')).data.customer._id).toBe(nimal._id);
    const loyalty = await laundry.customers.updateLoyalty(id, {
      action: 'add',
      points: 500,
      reason: 'Welcome bonus',
      currentPoints: 120,
    });
    expect(loyalty.data.customer.loyaltyPoints).toBe(620);
    expect(loyalty.data.loyaltyChange.tier).toBe('gold');
    const bulk = await laundry.customers.bulkUpdate({
      customerIds: ['x', 'y'],
      updateData: { isStudent: false },
    });
    expect(bulk.data.updatedCount).toBe(2);

    expect(seen).toEqual([
      'GET /customers/a%2Fb',
      'PUT /customers/a%2Fb',
      'DELETE /customers/a%2Fb',
      'GET /customers/phone/0771234567',
      'PUT /customers/a%2Fb/loyalty-points',
      'PUT /customers/bulk-update',
    ]);
    expect(api.calls('PUT', '/customers/a%2Fb/loyalty-points')[0]?.body).toEqual({
      action: 'add',
      points: 500,
      reason: 'Welcome bonus',
      currentPoints: 120,
    });
  });
});

describe('customers: figures', () => {
  it('reads the stats of a time range', async () => {
    const stats = {
      totalCustomers: 1,
      studentCustomers: 1,
      averageLoyaltyPoints: 120,
      totalRevenue: 4500,
      customersGrowth: 100,
      studentGrowth: 100,
      loyaltyGrowth: 0,
      revenueGrowth: 0,
      vipCustomers: 0,
      goldCustomers: 0,
      silverCustomers: 1,
      bronzeCustomers: 0,
      topLoyaltyCustomers: [
        { fullName: 'Nimal Perera', email: 'nimal@mail.lk', loyaltyPoints: 120, totalSpent: 4500 },
      ],
      customerGrowthData: [{ date: '2026-01-01', newCustomers: 1 }],
      insights: [],
    };
    api.route('GET', '/api/customers/stats', answer(stats));
    const laundry = client();

    expect((await laundry.customers.stats(90)).data).toEqual(stats);
    await laundry.customers.stats();
    expect(api.calls('GET', '/customers/stats').map((call) => call.query.toString())).toEqual([
      'timeRange=90',
      '',
    ]);
  });

  it("reads a customer's orders, analytics and discount", async () => {
    const order = {
      _id: 'o1',
      orderNumber: 'ORD-0001',
      customer: { _id: nimal._id, fullName: 'Nimal Perera' },
      status: 'delivered',
      orderStatus: 'delivered',
      orderPhase: 'completed',
      paymentStatus: 'paid',
      totalAmount: 1500,
      paidAmount: 1500,
      balanceAmount: 0,
      createdAt: '2026-01-02T00:00:00.000Z',
    };
    const orderPages = {
      currentPage: 1,
      totalPages: 1,
      totalOrders: 1,
      hasNext: false,
      hasPrev: false,
    };
    const overview = {
      averageOrderValue: 1500,
      totalOrders: 1,
      lastOrderDate: '2026-01-02T00:00:00.000Z',
      totalSpent: 1500,
    };
    const discount = {
      discountInfo: {
        percentage: 10,
        description: 'Student discount: 10% off all orders',
        isOneTime: false,
        type: 'student',
      },
      discountSummary: {
        nextOrderPercentage: 10,
        studentDiscount: true,
        campaignDiscount: false,
        campaignDiscountUsed: false,
      },
      orderHistory: { totalOrders: 1, totalSpent: 1500, isFirstOrder: false },
    };
    api.route(
      'GET',
      `/api/customers/${nimal._id}/orders`,
      answer({ orders: [order], pagination: orderPages }),
    );
    api.route('GET', `/api/customers/${nimal._id}/analytics`, answer({ overview }));
    api.route('GET', `/api/customers/${nimal._id}/discount-info`, answer(discount));
    const laundry = client();

    expect((await laundry.customers.orders(nimal._id, { page: 1 })).data).toEqual({
      orders: [order],
      pagination: orderPages,
    });
    expect(api.calls('GET', `/customers/${nimal._id}/orders`)[0]?.query.toString()).toBe('page=1');
    expect((await laundry.customers.analytics(nimal._id)).data.overview).toEqual(overview);
    expect((await laundry.customers.discountInfo(nimal._id)).data).toEqual(discount);
  });

  it('refuses orders without the fields the history shows', async () => {
    api.route('GET', '/api/customers/c1/orders', answer({ orders: [{ _id: 'o1' }] }));
    await expect(client().customers.orders('c1')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
