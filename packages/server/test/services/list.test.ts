import { beforeEach, describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { sellService, servicePayload } from '../helpers/services';
import { useTestApp } from '../helpers/test-app';

describe('services: list, search, stats, analytics, calculate-price', () => {
  const t = useTestApp();
  const as = asAccount(t);
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    const catalogue = [
      {
        name: 'Wash and Dry',
        priceType: 'per_kg',
        basePrice: 350,
        estimatedTime: 120,
        clothingPrices: { bed_sheets: 400 },
      },
      {
        name: 'Washing',
        priceType: 'per_kg',
        basePrice: 250,
        estimatedTime: 60,
        clothingPrices: {},
      },
      {
        name: 'Dry Cleaning',
        priceType: 'per_piece',
        basePrice: 500,
        estimatedTime: 1440,
        clothingPrices: { blazers: 1200, saree: 900, suits: 1800 },
      },
      {
        name: 'Ironing',
        priceType: 'per_piece',
        basePrice: 80,
        estimatedTime: 30,
        clothingPrices: {},
        isActive: false,
      },
      {
        name: 'Shoe Cleaning',
        priceType: 'flat_rate',
        basePrice: 800,
        estimatedTime: 90,
        clothingPrices: {},
      },
    ];
    for (const entry of catalogue) {
      const response = await as('admin', {
        method: 'POST',
        url: '/api/services',
        payload: servicePayload(entry),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[entry.name] = response.json().data.service._id;
    }
  });

  const list = async (query: string) => {
    const response = await as('cashier', { method: 'GET', url: `/api/services${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const names = (data: { services: { name: string }[] }) => data.services.map((s) => s.name);

  it('lists by name, 50 a page, with pagination and the stat cards', async () => {
    const data = await list('');
    expect(names(data)).toEqual([
      'Dry Cleaning',
      'Ironing',
      'Shoe Cleaning',
      'Wash and Dry',
      'Washing',
    ]);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
      totalServices: 5,
    });
    // Active: 120, 60, 1440, 90 → 427.5 → 428.
    expect(data.stats).toEqual({
      totalServices: 5,
      activeServices: 4,
      mostPopular: null,
      avgTime: 428,
    });
  });

  it('filters by search, status, isActive, price type and price range, and sorts and pages', async () => {
    expect(names(await list('?search=clean'))).toEqual(['Dry Cleaning', 'Shoe Cleaning']);
    expect(names(await list('?search=tumble'))).toHaveLength(5);
    expect(names(await list('?search=%25'))).toEqual([]);
    expect(names(await list('?status=inactive'))).toEqual(['Ironing']);
    expect(names(await list('?isActive=true&priceType=per_kg'))).toEqual([
      'Wash and Dry',
      'Washing',
    ]);
    expect(names(await list('?minPrice=250&maxPrice=500'))).toEqual([
      'Dry Cleaning',
      'Wash and Dry',
      'Washing',
    ]);
    expect(names(await list('?sortBy=basePrice&sortOrder=desc'))).toEqual([
      'Shoe Cleaning',
      'Dry Cleaning',
      'Wash and Dry',
      'Washing',
      'Ironing',
    ]);
    const page = await list('?sortBy=name&sortOrder=desc&limit=2&page=2');
    expect(names(page)).toEqual(['Shoe Cleaning', 'Ironing']);
    expect(page.pagination).toMatchObject({
      currentPage: 2,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    });
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of [
      '?limit=101',
      '?page=0',
      '?sortBy=price',
      '?minPrice=-1',
      '?minPrice=9&maxPrice=1',
      '?priceType=per_hour',
    ]) {
      const response = await as('cashier', { method: 'GET', url: `/api/services${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('searches names, those starting with the text first', async () => {
    const response = await as('cashier', { method: 'GET', url: '/api/services/search?q=clean' });
    expect(response.statusCode).toBe(200);
    expect(names(response.json().data)).toEqual(['Dry Cleaning', 'Shoe Cleaning']);
    const starting = await as('cashier', { method: 'GET', url: '/api/services/search?q=wash' });
    expect(names(starting.json().data)).toEqual(['Wash and Dry', 'Washing']);
    const empty = await as('cashier', { method: 'GET', url: '/api/services/search?q=' });
    expect(empty.statusCode).toBe(400);
  });

  it('counts orders per service for stats, the overview and per-service analytics', async () => {
    const washAndDry = { id: ids['Wash and Dry'] as string, name: 'Wash and Dry' };
    const dryCleaning = { id: ids['Dry Cleaning'] as string, name: 'Dry Cleaning' };
    const now = t.clock();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await sellService(
      t.db,
      washAndDry,
      { totalPriceCents: 87_500, weightGrams: 2500 },
      { createdAt: daysAgo(1) },
    );
    await sellService(
      t.db,
      washAndDry,
      { totalPriceCents: 35_000, weightGrams: 1000 },
      { createdAt: daysAgo(40) },
    );
    await sellService(
      t.db,
      washAndDry,
      { totalPriceCents: 99_900, weightGrams: 3000 },
      { createdAt: daysAgo(2), status: 'cancelled' },
    );
    await sellService(
      t.db,
      dryCleaning,
      { totalPriceCents: 240_000, quantity: 2 },
      { createdAt: daysAgo(3) },
    );

    expect((await list('')).stats.mostPopular).toEqual({ name: 'Wash and Dry', orders: 2 });

    const overview = await as('cashier', {
      method: 'GET',
      url: '/api/services/analytics/overview',
    });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().data).toMatchObject({
      totalServices: 5,
      activeServices: 4,
      averagePrice: 396,
      averageTime: 348,
      popularServices: [
        {
          _id: washAndDry.id,
          serviceName: 'Wash and Dry',
          orderCount: 2,
          totalQuantity: 3.5,
          totalRevenue: 1225,
        },
        {
          _id: dryCleaning.id,
          serviceName: 'Dry Cleaning',
          orderCount: 1,
          totalQuantity: 2,
          totalRevenue: 2400,
        },
      ],
    });
    expect(overview.json().data.priceTypeBreakdown).toContainEqual({
      priceType: 'per_kg',
      count: 2,
      averagePrice: 300,
    });

    const analytics = async (period?: string) => {
      const response = await as('cashier', {
        method: 'GET',
        url: `/api/services/${washAndDry.id}/analytics${period ? `?period=${period}` : ''}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const month = await analytics();
    expect(month.period).toBe('30d');
    expect(month.overview).toEqual({
      totalOrders: 1,
      totalQuantity: 2.5,
      totalRevenue: 875,
      averageOrderValue: 875,
    });
    expect((await analytics('90d')).overview).toEqual({
      totalOrders: 2,
      totalQuantity: 3.5,
      totalRevenue: 1225,
      averageOrderValue: 612.5,
    });
    // The clock is 2 March 2026: the trend runs October to March, zeros included.
    expect(month.monthlyTrend).toEqual([
      { _id: { year: 2025, month: 10 }, orders: 0, quantity: 0, revenue: 0 },
      { _id: { year: 2025, month: 11 }, orders: 0, quantity: 0, revenue: 0 },
      { _id: { year: 2025, month: 12 }, orders: 0, quantity: 0, revenue: 0 },
      { _id: { year: 2026, month: 1 }, orders: 1, quantity: 1, revenue: 350 },
      { _id: { year: 2026, month: 2 }, orders: 0, quantity: 0, revenue: 0 },
      { _id: { year: 2026, month: 3 }, orders: 1, quantity: 2.5, revenue: 875 },
    ]);
    const bad = await as('cashier', {
      method: 'GET',
      url: `/api/services/${washAndDry.id}/analytics?period=2w`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('prices a weight or a quantity with the one rule', async () => {
    const calculate = (name: string, payload: object) =>
      as('cashier', { method: 'POST', url: `/api/services/${ids[name]}/calculate-price`, payload });
    const weighed = await calculate('Wash and Dry', {
      weight: 2.5,
      clothingCategory: 'bed_sheets',
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json().data).toEqual({
      service: { _id: ids['Wash and Dry'], name: 'Wash and Dry', priceType: 'per_kg' },
      calculation: {
        unitPrice: 400,
        quantity: 1,
        weight: 2.5,
        clothingCategory: 'bed_sheets',
        priceSource: 'category',
        totalPrice: 1000,
      },
    });
    const fallback = await calculate('Wash and Dry', { weight: 2.5, clothingCategory: 'towels' });
    expect(fallback.json().data.calculation).toMatchObject({
      unitPrice: 350,
      totalPrice: 875,
      priceSource: 'base',
    });
    const pieces = await calculate('Dry Cleaning', { quantity: 3, clothingCategory: 'suits' });
    expect(pieces.json().data.calculation).toMatchObject({
      unitPrice: 1800,
      quantity: 3,
      totalPrice: 5400,
    });
    const flat = await calculate('Shoe Cleaning', { quantity: 3 });
    expect(flat.json().data.calculation).toMatchObject({ totalPrice: 800 });

    const noWeight = await calculate('Wash and Dry', {});
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json()).toEqual({
      success: false,
      message: 'Weight is required',
      field: 'weight',
    });
    const tooLight = await calculate('Wash and Dry', { weight: 0.05 });
    expect(tooLight.statusCode).toBe(400);
    expect(tooLight.json().message).toBe('Weight must be at least 0.1 kg');
    const noPieces = await calculate('Dry Cleaning', { quantity: 0 });
    expect(noPieces.json().message).toBe('Quantity must be at least 1');
  });
});
