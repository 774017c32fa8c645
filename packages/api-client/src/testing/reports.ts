// Test support: the report calls (spec part 2 §7 'Reports') behind the shared fake backend, with a
// few fixed rows per report and a recorded export. Only tests import it.
import { averagePerOrder, sumRupees } from '@laundry/domain';
import { type FakeReply, type FakeRequest, fail, type Handler, ok } from './backend';

export const revenueRows = [
  { _id: '2026-11-01', totalRevenue: 12500.5, orderCount: 5, averageOrderValue: 2500.1 },
  { _id: '2026-11-02', totalRevenue: 8400, orderCount: 3, averageOrderValue: 2800 },
  { _id: '2026-11-03', totalRevenue: 15000, orderCount: 6, averageOrderValue: 2500 },
];

/**
 * The whole range of `revenueRows`: one order was paid on two of the days, so the range holds 13
 * distinct orders, not the rows' 14.
 */
export const revenueSummary = { totalRevenue: 35900.5, orderCount: 13, averageOrderValue: 2761.58 };

/** Stored statuses, as the server counts them: 4 pending, 10 processing, 3 ready, 22 delivered. */
export const statusRows = [
  { _id: 'pickup', count: 4 },
  { _id: 'washing', count: 6 },
  { _id: 'drying', count: 4 },
  { _id: 'complete', count: 3 },
  { _id: 'delivered', count: 12 },
  { _id: 'collected', count: 10 },
  { _id: 'cancelled', count: 1 },
];

export const customerRows = [
  {
    customerName: 'Tharushi Fernando-Wickramasinghe',
    phoneNumber: '0771234567',
    totalOrders: 8,
    totalSpent: 24000,
    averageOrderValue: 3000,
  },
  {
    customerName: 'Kasun Jayawardena',
    phoneNumber: null,
    totalOrders: 4,
    totalSpent: 9000,
    averageOrderValue: 2250,
  },
  {
    customerName: null,
    phoneNumber: '0719876543',
    totalOrders: 1,
    totalSpent: 1200,
    averageOrderValue: 1200,
  },
];

export const serviceRows = [
  {
    serviceName: 'Wash & Dry Premium Service Plus',
    serviceCategory: 'per_kg',
    totalQuantity: 40,
    totalRevenue: 20000,
    orderCount: 10,
  },
  {
    serviceName: 'Ironing',
    serviceCategory: 'per_piece',
    totalQuantity: 60,
    totalRevenue: 6000,
    orderCount: 12,
  },
  {
    serviceName: 'Dry Cleaning',
    serviceCategory: null,
    totalQuantity: 5,
    totalRevenue: 7500,
    orderCount: 5,
  },
];

/**
 * The services report's distinct orders: the rows count 27, but five orders had two services,
 * so the range holds 22 (issue 39).
 */
export const serviceSummary = { totalOrders: 22 };

/** The customers of the range: the top rows list 3 of the 48 who placed an order (issue 39). */
export const customerSummary = { totalCustomers: 48 };

/** Bytes that stand in for an .xlsx (a zip starts with PK). */
export const fakeWorkbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

export interface FakeReportsOptions {
  /** Rows per report; an empty array answers 'no data'. */
  rows?: Partial<Record<'revenue' | 'status' | 'customers' | 'services', unknown[]>>;
  /** Answers every report call (e.g. a failure) instead of the rows. */
  answer?: (path: string, request: FakeRequest) => FakeReply | undefined;
  exportAnswer?: FakeReply;
  /** The revenue report's summary; by default `revenueSummary`, or the sums of custom rows. */
  revenueSummary?: typeof revenueSummary;
  /** The services report's summary; by default `serviceSummary`, or the rows' counts summed. */
  serviceSummary?: typeof serviceSummary;
  /** The customers report's summary; by default `customerSummary`, or the custom rows' number. */
  customerSummary?: typeof customerSummary;
}

type RevenueRowLike = { totalRevenue: number; orderCount: number };

/** The summary of custom revenue rows: their sums (each order paid in one period). */
function summaryOf(rows: readonly unknown[]): typeof revenueSummary {
  const typed = rows as RevenueRowLike[];
  const totalRevenue = sumRupees(typed.map((row) => row.totalRevenue));
  const orderCount = typed.reduce((total, row) => total + row.orderCount, 0);
  return { totalRevenue, orderCount, averageOrderValue: averagePerOrder(totalRevenue, orderCount) };
}

/** The handlers of the four report calls and the four exports, for `createFakeApi`. */
export function fakeReportHandlers(options: FakeReportsOptions = {}): Record<string, Handler> {
  const rows = options.rows ?? {};
  const report =
    (path: string, key: string, data: unknown[], extra: object = {}): Handler =>
    (request) =>
      options.answer?.(path, request) ?? ok({ [key]: data, ...extra });
  const exported =
    (kind: string): Handler =>
    () =>
      options.exportAnswer ?? {
        status: 200,
        body: fakeWorkbook,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="${kind}-report.xlsx"`,
        },
      };
  return {
    'GET /reports/revenue': report('revenue', 'revenueData', rows.revenue ?? revenueRows, {
      summary: options.revenueSummary ?? (rows.revenue ? summaryOf(rows.revenue) : revenueSummary),
    }),
    'GET /reports/order-status': report('order-status', 'statusData', rows.status ?? statusRows),
    'GET /reports/customers': report('customers', 'customerData', rows.customers ?? customerRows, {
      summary:
        options.customerSummary ??
        (rows.customers ? { totalCustomers: rows.customers.length } : customerSummary),
    }),
    'GET /reports/services': report('services', 'serviceData', rows.services ?? serviceRows, {
      summary:
        options.serviceSummary ??
        (rows.services
          ? {
              totalOrders: (rows.services as { orderCount: number }[]).reduce(
                (total, row) => total + row.orderCount,
                0,
              ),
            }
          : serviceSummary),
    }),
    'GET /reports/export/revenue': exported('revenue'),
    'GET /reports/export/order-status': exported('order-status'),
    'GET /reports/export/customers': exported('customer'),
    'GET /reports/export/services': exported('service'),
  };
}

export const reportFailure = (status = 500, message?: string) =>
  message ? fail(status, message) : { status, body: { success: false } };
