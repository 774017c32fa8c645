import {
  customerReportSchema,
  type OrderStatus,
  revenueReportSchema,
  rupeesToCents,
  serviceReportSchema,
  statusReportSchema,
} from '@laundry/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
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
import { useTestApp } from '../helpers/test-app';

/**
 * Each report against figures worked out here by hand from the rows the test makes. Times are
 * chosen around midnight in Colombo (UTC+05:30) and across a year's end, where a report that
 * grouped by UTC days or calendar weeks would put them elsewhere.
 */
describe('reports', () => {
  const t = useTestApp();
  const as = asAccount(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;
  const made: { id: string; total: number }[] = [];

  async function place(customerId: string, at: string, extra: object = {}, status?: OrderStatus) {
    const order = await placeOrder(as, orderPayload(customerId, catalogue.washAndDry, extra));
    await t.db
      .update(orders)
      .set({ createdAt: new Date(at), ...(status ? { status } : {}) })
      .where(eq(orders.id, order._id));
    made.push({ id: order._id, total: order.totalAmount });
    return order as { _id: string; totalAmount: number };
  }

  const get = async (url: string, account: 'admin' | 'cashier' = 'admin') => {
    const response = await as(account, { method: 'GET', url });
    return response;
  };

  beforeEach(async () => {
    made.length = 0;
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  it('sums money received by Colombo day, ISO week and month, across a year end', async () => {
    const a = await place(people.regular, '2025-12-30T10:00:00Z');
    const b = await place(people.student, '2025-12-31T10:00:00Z');
    // 2025-12-31T19:00Z is 1 January 2026 00:30 in Colombo.
    await recordPayment(t.db, a._id, 500_00, new Date('2025-12-31T19:00:00Z'));
    await recordPayment(t.db, b._id, 300_00, new Date('2025-12-31T10:00:00Z'));
    await recordPayment(t.db, a._id, 200_00, new Date('2026-01-05T06:00:00Z'));

    const daily = revenueReportSchema.parse(
      (await get('/api/reports/revenue?startDate=2025-12-01&endDate=2026-01-31')).json().data,
    );
    expect(daily.revenueData).toEqual([
      { _id: '2025-12-31', totalRevenue: 300, orderCount: 1, averageOrderValue: 300 },
      { _id: '2026-01-01', totalRevenue: 500, orderCount: 1, averageOrderValue: 500 },
      { _id: '2026-01-05', totalRevenue: 200, orderCount: 1, averageOrderValue: 200 },
    ]);
    // Order a was paid on 1 and 5 January: one order of the range, though in two periods.
    expect(daily.summary).toEqual({ totalRevenue: 1000, orderCount: 2, averageOrderValue: 500 });

    // 31 Dec 2025 and 1 Jan 2026 are both in ISO week 1 of 2026 (Mon 29 Dec – Sun 4 Jan).
    const weekly = (await get('/api/reports/revenue?groupBy=week')).json().data.revenueData;
    expect(weekly).toEqual([
      { _id: '2026-W01', totalRevenue: 800, orderCount: 2, averageOrderValue: 400 },
      { _id: '2026-W02', totalRevenue: 200, orderCount: 1, averageOrderValue: 200 },
    ]);

    const monthly = (await get('/api/reports/revenue?groupBy=month')).json().data.revenueData;
    expect(monthly).toEqual([
      { _id: '2025-12', totalRevenue: 300, orderCount: 1, averageOrderValue: 300 },
      { _id: '2026-01', totalRevenue: 700, orderCount: 1, averageOrderValue: 700 },
    ]);

    // The range is in business days: 1 January alone holds the payment made at 00:30 there.
    const oneDay = (
      await get('/api/reports/revenue?startDate=2026-01-01&endDate=2026-01-01')
    ).json();
    expect(oneDay.data.revenueData).toEqual([
      { _id: '2026-01-01', totalRevenue: 500, orderCount: 1, averageOrderValue: 500 },
    ]);
  });

  it('counts orders by status, and values customers and services without cancelled orders', async () => {
    const first = await place(people.regular, '2026-02-01T05:00:00Z', {}, 'washing');
    const second = await place(people.regular, '2026-02-02T05:00:00Z', {}, 'complete');
    const third = await place(people.student, '2026-02-03T05:00:00Z', {}, 'washing');
    await place(people.newcomer, '2026-02-04T05:00:00Z', {}, 'cancelled');
    await place(people.newcomer, '2025-06-01T05:00:00Z'); // outside the range

    const range = 'startDate=2026-02-01&endDate=2026-02-28';
    const status = statusReportSchema.parse(
      (await get(`/api/reports/order-status?${range}`)).json().data,
    );
    expect(status.statusData).toEqual([
      { _id: 'washing', count: 2 },
      { _id: 'cancelled', count: 1 },
      { _id: 'complete', count: 1 },
    ]);

    // Total Spent is the money received on the orders (decision 039); the average is their value.
    await recordPayment(t.db, first._id, rupeesToCents(first.totalAmount), new Date());
    await recordPayment(t.db, second._id, 100_00, new Date());
    await recordPayment(t.db, third._id, 200_00, new Date());
    const customers = customerReportSchema.parse(
      (await get(`/api/reports/customers?${range}&limit=10`)).json().data,
    );
    const regularValue = first.totalAmount + second.totalAmount;
    expect(customers.customerData).toEqual([
      {
        customerName: 'Ruwan Jayasinghe',
        phoneNumber: '0711111111',
        totalOrders: 2,
        totalSpent: first.totalAmount + 100,
        averageOrderValue: Math.round((regularValue / 2) * 100) / 100,
      },
      {
        customerName: 'Sachini Wickramasinghe',
        phoneNumber: '0722222222',
        totalOrders: 1,
        totalSpent: 200,
        averageOrderValue: third.totalAmount,
      },
    ]);

    const services = serviceReportSchema.parse(
      (await get(`/api/reports/services?${range}`)).json().data,
    );
    // Every order here is one 2.5 kg line of Wash & Dry for normal clothes at LKR 350/kg.
    expect(services.serviceData).toEqual([
      {
        serviceName: 'Wash & Dry',
        serviceCategory: 'per_kg',
        totalQuantity: 3,
        totalRevenue: 3 * 875,
        orderCount: 3,
      },
    ]);
  });

  it('ranks customers by Total Spent, the money received as on their record, not by unpaid orders', async () => {
    const unpaid = await place(people.regular, '2026-03-01T05:00:00Z');
    await place(people.regular, '2026-03-02T05:00:00Z');
    const paid = await place(people.student, '2026-03-03T05:00:00Z');
    await recordPayment(t.db, paid._id, 300_00, new Date('2026-03-03T06:00:00Z'));

    const report = customerReportSchema.parse(
      (await get('/api/reports/customers?startDate=2026-03-01&endDate=2026-03-31&limit=10')).json()
        .data,
    );
    expect(
      report.customerData.map(({ customerName, totalOrders, totalSpent, averageOrderValue }) => ({
        customerName,
        totalOrders,
        totalSpent,
        averageOrderValue,
      })),
    ).toEqual([
      {
        customerName: 'Sachini Wickramasinghe',
        totalOrders: 1,
        totalSpent: 300,
        averageOrderValue: paid.totalAmount,
      },
      {
        customerName: 'Ruwan Jayasinghe',
        totalOrders: 2,
        totalSpent: 0,
        averageOrderValue: unpaid.totalAmount,
      },
    ]);
  });

  it('lists each service once, its category its price type, whatever clothing its lines were', async () => {
    // Two clothing categories of Dry Cleaning and a weight line with none: once listed as two
    // "Dry Cleaning" rows and an "Unknown" category (issue 26).
    await place(people.regular, '2026-03-02T05:00:00Z', {
      items: [
        { serviceId: catalogue.dryCleaning, quantity: 2, clothingCategory: 'blazers' },
        { serviceId: catalogue.dryCleaning, quantity: 1, clothingCategory: 'suits' },
      ],
    });
    await place(people.student, '2026-03-03T05:00:00Z', {
      items: [
        { serviceId: catalogue.dryCleaning, quantity: 1, clothingCategory: 'suits' },
        { serviceId: catalogue.washAndDry, weight: 2 },
      ],
    });
    const services = serviceReportSchema.parse(
      (await get('/api/reports/services?startDate=2026-03-01&endDate=2026-03-31')).json().data,
    );
    // Dry Cleaning: 2 blazers at 1,200 and 2 suits at 1,800; Wash & Dry: 2 kg at 350.
    expect(services.serviceData).toEqual([
      {
        serviceName: 'Dry Cleaning',
        serviceCategory: 'per_piece',
        totalQuantity: 4,
        totalRevenue: 6000,
        orderCount: 2,
      },
      {
        serviceName: 'Wash & Dry',
        serviceCategory: 'per_kg',
        totalQuantity: 1,
        totalRevenue: 700,
        orderCount: 1,
      },
    ]);
  });

  it('answers empty lists for a range with nothing in it, and lets a cashier read', async () => {
    await place(people.regular, '2026-02-01T05:00:00Z');
    for (const path of ['revenue', 'order-status', 'customers', 'services']) {
      const response = await get(
        `/api/reports/${path}?startDate=2030-01-01&endDate=2030-01-31`,
        'cashier',
      );
      expect(response.statusCode, path).toBe(200);
      const data = response.json().data as Record<string, unknown[]>;
      expect(Object.values(data)[0]).toEqual([]);
    }
  });

  it.each([
    ['/api/reports/revenue?groupBy=year', 'groupBy must be day, week or month'],
    ['/api/reports/revenue?startDate=2026-02-30x', 'Dates must be YYYY-MM-DD'],
    [
      '/api/reports/order-status?startDate=2026-03-01&endDate=2026-02-01',
      'startDate must not be after endDate',
    ],
    ['/api/reports/customers?limit=1000', 'limit must be 10, 25, 50 or 100'],
    [
      '/api/reports/customers?limit=%27%3B%20drop%20table%20orders',
      'limit must be 10, 25, 50 or 100',
    ],
    ['/api/reports/export/payroll', 'Unknown report'],
    ['/api/reports/export/revenue?groupBy=hour', 'groupBy must be day, week or month'],
  ])('refuses %s with 400', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/revenue' });
    expect(response.statusCode).toBe(401);
  });

  it('exports a report as an .xlsx with a title, period, typed cells and totals', async () => {
    const a = await place(people.regular, '2026-02-01T05:00:00Z');
    const b = await place(people.student, '2026-02-02T05:00:00Z');
    await recordPayment(t.db, a._id, 875_00, new Date('2026-02-01T06:00:00Z'));
    await recordPayment(t.db, b._id, 400_50, new Date('2026-02-02T06:00:00Z'));

    const response = await get(
      '/api/reports/export/revenue?startDate=2026-02-01&endDate=2026-02-28',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-report.xlsx"',
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Revenue');
    if (!sheet) throw new Error('no Revenue sheet');
    expect(sheet.getCell('A1').value).toBe('Revenue Report');
    expect(sheet.getCell('A2').value).toBe('Period: 2026-02-01 to 2026-02-28');
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Period',
      'Total Revenue',
      'Order Count',
      'Avg Order Value',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.getRow(5).values).toEqual([undefined, '2026-02-01', 875, 1, 875]);
    expect(sheet.getRow(6).values).toEqual([undefined, '2026-02-02', 400.5, 1, 400.5]);
    expect(sheet.getCell('B5').numFmt).toBe('"LKR" #,##0.00');
    expect(typeof sheet.getCell('C5').value).toBe('number');
    expect(sheet.getRow(7).values).toEqual([undefined, 'Total', 1275.5, 2, 637.75]);
  });

  it('counts an order paid in two periods once in the totals, on screen and in the export', async () => {
    const a = await place(people.regular, '2026-02-01T05:00:00Z');
    await recordPayment(t.db, a._id, 500_00, new Date('2026-02-01T06:00:00Z'));
    await recordPayment(t.db, a._id, 375_00, new Date('2026-02-03T06:00:00Z'));
    const range = 'startDate=2026-02-01&endDate=2026-02-28';

    const report = revenueReportSchema.parse(
      (await get(`/api/reports/revenue?${range}`)).json().data,
    );
    expect(report.revenueData.map((row) => row.orderCount)).toEqual([1, 1]);
    expect(report.summary).toEqual({ totalRevenue: 875, orderCount: 1, averageOrderValue: 875 });

    const response = await get(`/api/reports/export/revenue?${range}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Revenue');
    expect(sheet?.getRow(7).values).toEqual([undefined, 'Total', 875, 1, 875]);
  });

  it('exports the other three reports with their own columns', async () => {
    await place(people.regular, '2026-02-01T05:00:00Z', {}, 'washing');
    for (const [kind, sheetName, header] of [
      ['order-status', 'Order Status', ['Status', 'Order Count', 'Percentage']],
      [
        'customers',
        'Customers',
        ['Rank', 'Customer Name', 'Phone Number', 'Total Orders', 'Total Spent', 'Avg Order Value'],
      ],
      [
        'services',
        'Services',
        [
          'Rank',
          'Service Name',
          'Category',
          'Total Quantity',
          'Total Revenue',
          'Order Count',
          'Avg Revenue/Order',
        ],
      ],
    ] as const) {
      const response = await get(`/api/reports/export/${kind}`);
      expect(response.statusCode, kind).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(sheetName);
      if (!sheet) throw new Error(`no ${sheetName} sheet`);
      expect(sheet.getCell('A2').value).toBe('Period: all dates');
      expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual(header);
      expect(sheet.getCell('A6').value).toBe('Total');
    }
  });
});
