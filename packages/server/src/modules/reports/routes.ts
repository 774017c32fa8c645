import {
  customerReportQuerySchema,
  customerReportSchema,
  REPORT_FILE_NAMES,
  type ReportKind,
  reportKindParamsSchema,
  revenueReportQuerySchema,
  revenueReportSchema,
  SHORT_TEXT_MAX_LENGTH,
  serviceReportSchema,
  statusReportSchema,
} from '@laundry/domain';
import { z } from 'zod';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { ReportsRepository } from './repository';
import { customerSheet, revenueSheet, serviceSheet, statusSheet } from './sheets';
import { streamWorkbook } from './workbook';

const tags = ['reports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every report's query: the range, with groupBy (revenue) and limit (customers) where they apply. */
const exportQuerySchema = z
  .object({
    startDate: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
    endDate: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
    groupBy: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
    limit: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
  })
  .transform((query, ctx) => {
    const revenue = revenueReportQuerySchema.safeParse({
      startDate: query.startDate,
      endDate: query.endDate,
      groupBy: query.groupBy,
    });
    const customers = customerReportQuerySchema.safeParse({
      startDate: query.startDate,
      endDate: query.endDate,
      limit: query.limit,
    });
    for (const issue of [...(revenue.error?.issues ?? []), ...(customers.error?.issues ?? [])]) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    if (!revenue.success || !customers.success) return z.NEVER;
    return { ...revenue.data, limit: customers.data.limit };
  });

/** The Reports calls of spec part 2 §7 (GET /reports/dashboard lives with the orders). */
export async function reportsRoutes(app: ApiInstance, { reports }: { reports: ReportsRepository }) {
  app.get(
    '/revenue',
    {
      config: { access: ['reports', 'read'] },
      schema: {
        tags,
        summary: 'Money received net of refunds per day, ISO week or month (issue 21)',
        querystring: revenueReportQuerySchema,
        response: responses({ 200: envelope(revenueReportSchema) }),
      },
    },
    async (request) => {
      const { groupBy, ...range } = request.query;
      return ok(await reports.revenue(range, groupBy));
    },
  );

  app.get(
    '/order-status',
    {
      config: { access: ['reports', 'read'] },
      schema: {
        tags,
        summary: 'Orders placed in the range, by status',
        querystring: revenueReportQuerySchema.transform(({ groupBy: _, ...range }) => range),
        response: responses({ 200: envelope(statusReportSchema) }),
      },
    },
    async (request) => ok({ statusData: await reports.orderStatus(request.query) }),
  );

  app.get(
    '/customers',
    {
      config: { access: ['reports', 'read'] },
      schema: {
        tags,
        summary: 'The top customers by the value of their orders placed in the range',
        querystring: customerReportQuerySchema,
        response: responses({ 200: envelope(customerReportSchema) }),
      },
    },
    async (request) => {
      const { limit, ...range } = request.query;
      return ok({ customerData: await reports.customers(range, limit) });
    },
  );

  app.get(
    '/services',
    {
      config: { access: ['reports', 'read'] },
      schema: {
        tags,
        summary: 'Services by the value of the lines sold in the range',
        querystring: revenueReportQuerySchema.transform(({ groupBy: _, ...range }) => range),
        response: responses({ 200: envelope(serviceReportSchema) }),
      },
    },
    async (request) => ok({ serviceData: await reports.services(request.query) }),
  );

  app.get(
    '/export/:kind',
    {
      config: { access: ['reports', 'export'] },
      schema: {
        tags,
        summary: 'A report as an .xlsx workbook (title, period, typed cells, totals), streamed',
        params: reportKindParamsSchema,
        querystring: exportQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const { groupBy, limit, ...range } = request.query;
      const kind: ReportKind = request.params.kind;
      const file = await workbookFor(kind);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${REPORT_FILE_NAMES[kind]}"`)
        .header('cache-control', 'no-store')
        .send(file);

      async function workbookFor(which: ReportKind) {
        switch (which) {
          case 'revenue': {
            const report = await reports.revenue(range, groupBy);
            return streamWorkbook(revenueSheet(range, report.summary), report.revenueData);
          }
          case 'order-status': {
            const rows = await reports.orderStatus(range);
            return streamWorkbook(statusSheet(range, rows), rows);
          }
          case 'customers':
            return streamWorkbook(customerSheet(range), await reports.customers(range, limit));
          case 'services':
            return streamWorkbook(serviceSheet(range), await reports.services(range));
        }
      }
    },
  );
}
