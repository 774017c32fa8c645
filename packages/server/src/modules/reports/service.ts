import type { Readable } from 'node:stream';
import {
  averageCents,
  type CustomerReportQuery,
  type CustomerRow,
  centsToRupees,
  REPORT_FILE_NAMES,
  type ReportGrouping,
  type ReportKind,
  type ReportRange,
  type RevenueReport,
  type ServiceRow,
  type StatusRow,
} from '@laundry/domain';
import type { Database } from '../../db/client';
import { streamWorkbook } from '../../http/workbook';
import { createReportsRepository, type ReceivedRow } from './repository';
import { customerSheet, revenueSheet, serviceSheet, statusSheet } from './sheets';

/** A report's range with the options of the reports that take them. */
export interface ReportQuery extends ReportRange {
  groupBy: ReportGrouping;
  limit: CustomerReportQuery['limit'];
}

/** A workbook to stream, with the file name the spec gives it. */
export interface ReportFile {
  fileName: string;
  stream: Readable;
}

/** Money received, its distinct orders and their average, in rupees. */
const revenueFigures = ({ cents, orders }: ReceivedRow) => ({
  totalRevenue: centsToRupees(cents),
  orderCount: orders,
  averageOrderValue: centsToRupees(averageCents(cents, orders)),
});

/**
 * The four reports (spec part 2 §2.11, decision 015) and their .xlsx exports: the repository's
 * aggregates in cents, turned into the spec's rows in rupees; an export is the same rows written
 * into the report's workbook.
 */
export function createReportsService({ db, timeZone }: { db: Database; timeZone: string }) {
  const reports = createReportsRepository(db, timeZone);

  async function revenue(range: ReportRange, groupBy: ReportGrouping): Promise<RevenueReport> {
    const { periods, whole } = await reports.revenue(range, groupBy);
    return {
      revenueData: periods.map((row) => ({ _id: row.id, ...revenueFigures(row) })),
      summary: revenueFigures(whole),
    };
  }

  const orderStatus = (range: ReportRange): Promise<StatusRow[]> => reports.orderStatus(range);

  async function customers(
    range: ReportRange,
    limit: CustomerReportQuery['limit'],
  ): Promise<CustomerRow[]> {
    return (await reports.customers(range, limit)).map((row) => ({
      customerName: row.name,
      phoneNumber: row.phone,
      totalOrders: row.orders,
      totalSpent: centsToRupees(row.spentCents),
      averageOrderValue: centsToRupees(averageCents(row.valueCents, row.orders)),
    }));
  }

  async function services(range: ReportRange): Promise<ServiceRow[]> {
    return (await reports.services(range)).map((row) => ({
      serviceName: row.name,
      serviceCategory: row.category,
      totalQuantity: row.quantity,
      totalRevenue: centsToRupees(row.cents),
      orderCount: row.orders,
    }));
  }

  async function workbook(kind: ReportKind, { groupBy, limit, ...range }: ReportQuery) {
    switch (kind) {
      case 'revenue': {
        const report = await revenue(range, groupBy);
        return streamWorkbook(revenueSheet(range, report.summary), report.revenueData);
      }
      case 'order-status': {
        const rows = await orderStatus(range);
        return streamWorkbook(statusSheet(range, rows), rows);
      }
      case 'customers':
        return streamWorkbook(customerSheet(range), await customers(range, limit));
      case 'services':
        return streamWorkbook(serviceSheet(range), await services(range));
    }
  }

  return {
    /** GET /reports/revenue: money received net of refunds per period, and the whole range. */
    revenue: ({ groupBy, ...range }: ReportRange & { groupBy: ReportGrouping }) =>
      revenue(range, groupBy),

    /** GET /reports/order-status: orders placed in the range, by status. */
    orderStatus: async (range: ReportRange) => ({ statusData: await orderStatus(range) }),

    /** GET /reports/customers: the top customers by what they spent on orders of the range. */
    customers: async ({ limit, ...range }: ReportRange & Pick<ReportQuery, 'limit'>) => ({
      customerData: await customers(range, limit),
    }),

    /** GET /reports/services: services by the value of the lines sold in the range. */
    services: async (range: ReportRange) => ({ serviceData: await services(range) }),

    /** GET /reports/export/{kind}: the report as an .xlsx, streamed row by row. */
    async export(kind: ReportKind, query: ReportQuery): Promise<ReportFile> {
      return { fileName: REPORT_FILE_NAMES[kind], stream: await workbook(kind, query) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
