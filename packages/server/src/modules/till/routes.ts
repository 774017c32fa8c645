import {
  closeTillSchema,
  currentTillSchema,
  openTillSchema,
  tillAdjustmentSchema,
  tillDayQuerySchema,
  tillDayReportSchema,
  tillMessages,
  tillMovementSchema,
  tillReopenSchema,
  tillReportDataSchema,
  tillSessionDataSchema,
  tillSessionList,
  tillSessionListSchema,
  tillSessionParamsSchema,
} from '@laundry/domain';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/access';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import { type TillActor, type TillService, tillActorOf } from './service';

const tags = ['till'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The caller as the till sees them (the service works out what they may manage). */
const callerOf = (request: FastifyRequest): TillActor => tillActorOf(requireAuth(request).user);

/** The till (issue 23) under /api/till: routes bind the calls to the service. */
export async function tillRoutes(app: ApiInstance, till: TillService): Promise<void> {
  app.get(
    '/current',
    {
      config: { access: ['till', 'read'] },
      schema: {
        tags,
        summary: "The caller's open till with its X report, and the float the next may carry",
        response: responses({ 200: envelope(currentTillSchema) }),
      },
    },
    async (request) => ok(await till.current(callerOf(request))),
  );

  app.get(
    '/sessions',
    {
      config: { access: ['till', 'read'] },
      schema: {
        tags,
        summary: 'Till sessions by day and cashier with their variances (own, or all for admins)',
        querystring: tillSessionList.querySchema,
        response: responses({ 200: envelope(tillSessionListSchema) }),
      },
    },
    async (request) => ok(await till.list(callerOf(request), request.query)),
  );

  app.post(
    '/sessions',
    {
      config: { access: ['till', 'create'] },
      schema: {
        tags,
        summary: "Open the caller's till with a float (one open till per cashier)",
        body: openTillSchema,
        response: responses({ 201: envelope(tillSessionDataSchema) }),
      },
    },
    async (request, reply) => {
      const session = await till.open(callerOf(request), request.body);
      return reply.code(201).send(ok({ session }, tillMessages.opened));
    },
  );

  app.get(
    '/sessions/:id/report',
    {
      config: { access: ['till', 'read'] },
      schema: {
        tags,
        summary: 'The X report of an open till, the Z report of a closed one',
        params: tillSessionParamsSchema,
        response: responses({ 200: envelope(tillReportDataSchema) }),
      },
    },
    async (request) => ok({ report: await till.report(callerOf(request), request.params.id) }),
  );

  app.post(
    '/sessions/:id/movements',
    {
      config: { access: ['till', 'update'] },
      schema: {
        tags,
        summary: "A paid-out or a drop from the caller's open till, with its reason",
        params: tillSessionParamsSchema,
        body: tillMovementSchema,
        response: responses({ 201: envelope(tillReportDataSchema) }),
      },
    },
    async (request, reply) => {
      const report = await till.move(callerOf(request), request.params.id, request.body);
      return reply.code(201).send(ok({ report }, tillMessages.movementRecorded));
    },
  );

  app.post(
    '/sessions/:id/close',
    {
      config: { access: ['till', 'update'] },
      schema: {
        tags,
        summary: "Count and close the caller's till, once (the Z report)",
        params: tillSessionParamsSchema,
        body: closeTillSchema,
        response: responses({ 200: envelope(tillReportDataSchema) }),
      },
    },
    async (request) =>
      ok(
        { report: await till.close(callerOf(request), request.params.id, request.body) },
        tillMessages.closed,
      ),
  );

  app.post(
    '/sessions/:id/adjustments',
    {
      config: { access: ['till', 'manage'] },
      schema: {
        tags,
        summary: "Correct a closed till's count by a signed amount (admin), audited",
        params: tillSessionParamsSchema,
        body: tillAdjustmentSchema,
        response: responses({ 201: envelope(tillReportDataSchema) }),
      },
    },
    async (request, reply) => {
      const report = await till.adjust(callerOf(request), request.params.id, request.body);
      return reply.code(201).send(ok({ report }, tillMessages.adjusted));
    },
  );

  app.post(
    '/sessions/:id/reopen',
    {
      config: { access: ['till', 'manage'] },
      schema: {
        tags,
        summary: "Reopen a cashier's closed till (admin): a new session carries what it counted",
        params: tillSessionParamsSchema,
        body: tillReopenSchema,
        response: responses({ 201: envelope(tillSessionDataSchema) }),
      },
    },
    async (request, reply) => {
      const session = await till.reopen(callerOf(request), request.params.id, request.body?.reason);
      return reply.code(201).send(ok({ session }, tillMessages.reopened));
    },
  );

  app.get(
    '/z-report',
    {
      config: { access: ['till', 'manage'] },
      schema: {
        tags,
        summary: "A business day's closes, their totals and the revenue report's cash (admin)",
        querystring: tillDayQuerySchema,
        response: responses({ 200: envelope(tillDayReportSchema) }),
      },
    },
    async (request) => ok(await till.dayReport(request.query.date)),
  );

  app.get(
    '/z-report/export',
    {
      config: { access: ['till', 'manage'] },
      schema: {
        tags,
        summary: "A business day's closes as an .xlsx workbook (admin)",
        querystring: tillDayQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const file = await till.dayWorkbook(request.query.date);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}
