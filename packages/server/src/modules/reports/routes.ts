import {
  customerReportQuerySchema,
  customerReportSchema,
  reportExportQuerySchema,
  reportKindParamsSchema,
  revenueReportQuerySchema,
  revenueReportSchema,
  serviceReportSchema,
  statusReportSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { ReportsService } from './service';

const tags = ['reports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Reports calls of spec part 2 §7 (GET /reports/dashboard is the dashboard module's). */
export async function reportsRoutes(app: ApiInstance, reports: ReportsService) {
  app.get(
    '/revenue',
    {
      config: { access: ['reports', 'read'], heavy: true },
      schema: {
        tags,
        summary: 'Money received net of refunds per day, ISO week or month (issue 21)',
        querystring: revenueReportQuerySchema,
        response: responses({ 200: envelope(revenueReportSchema) }),
      },
    },
    async (request) => ok(await reports.revenue(request.query)),
  );

  app.get(
    '/order-status',
    {
      config: { access: ['reports', 'read'], heavy: true },
      schema: {
        tags,
        summary: 'Orders placed in the range, by status',
        querystring: revenueReportQuerySchema.transform(({ groupBy: _, ...range }) => range),
        response: responses({ 200: envelope(statusReportSchema) }),
      },
    },
    async (request) => ok(await reports.orderStatus(request.query)),
  );

  app.get(
    '/customers',
    {
      config: { access: ['reports', 'read'], heavy: true },
      schema: {
        tags,
        summary: 'The top customers by the value of their orders placed in the range',
        querystring: customerReportQuerySchema,
        response: responses({ 200: envelope(customerReportSchema) }),
      },
    },
    async (request) => ok(await reports.customers(request.query)),
  );

  app.get(
    '/services',
    {
      config: { access: ['reports', 'read'], heavy: true },
      schema: {
        tags,
        summary: 'Services by the value of the lines sold in the range',
        querystring: revenueReportQuerySchema.transform(({ groupBy: _, ...range }) => range),
        response: responses({ 200: envelope(serviceReportSchema) }),
      },
    },
    async (request) => ok(await reports.services(request.query)),
  );

  app.get(
    '/export/:kind',
    {
      config: { access: ['reports', 'export'], heavy: true },
      schema: {
        tags,
        summary: 'A report as an .xlsx workbook (title, period, typed cells, totals), streamed',
        params: reportKindParamsSchema,
        querystring: reportExportQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await reports.export(request.params.kind, request.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
