import {
  bulkUpdateMessage,
  bulkUpdateServicesResultSchema,
  bulkUpdateServicesSchema,
  calculatePriceSchema,
  priceCalculationSchema,
  serviceAnalyticsOverviewSchema,
  serviceAnalyticsQuerySchema,
  serviceAnalyticsSchema,
  serviceDataSchema,
  serviceIdParamsSchema,
  serviceInputSchema,
  serviceListQuerySchema,
  serviceListResponseSchema,
  serviceNameField,
  serviceRemoveResultSchema,
  serviceSearchQuerySchema,
  serviceSearchResultSchema,
  serviceStatsSchema,
  serviceStatusesResponseSchema,
  serviceUpdateSchema,
} from '@laundry/domain';
import { z } from 'zod';
import { envelope, ok, responses } from '../../http/envelope';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import { DEACTIVATED_INSTEAD_MESSAGE, type ServicesService } from './service';

const tags = ['services'];
const read = ['services', 'read'] as const;

/** The spec's client sends `name` = the original plus ' (Copy)'; without it the server picks it. */
const duplicateBodySchema = z.strictObject({ name: serviceNameField.optional() });

/**
 * The services catalogue (spec part 2 §7), under /api/services. Cashiers read (the order form and
 * the calculator need it); writes need the services permission of their own, which only admins
 * hold. Static paths are declared before `/:id`.
 */
export async function servicesRoutes(app: ApiInstance, services: ServicesService): Promise<void> {
  app.get(
    '/',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: 'List services: search, filter, sort and page, with the stat cards',
        querystring: serviceListQuerySchema,
        response: responses({ 200: envelope(serviceListResponseSchema) }),
      },
    },
    async (request) => ok(await services.list(request.query)),
  );

  app.get(
    '/stats',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: 'Total, active, most popular and average time',
        response: responses({ 200: envelope(serviceStatsSchema) }),
      },
    },
    async () => ok(await services.stats()),
  );

  app.get(
    '/analytics/overview',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: 'The Analytics tab: catalogue figures, price types and the top 10 services',
        response: responses({ 200: envelope(serviceAnalyticsOverviewSchema) }),
      },
    },
    async () => ok(await services.overview()),
  );

  app.get(
    '/statuses',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: 'The process steps and price types a service may have',
        response: responses({ 200: envelope(serviceStatusesResponseSchema) }),
      },
    },
    async () => ok(services.statuses()),
  );

  app.get(
    '/search',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: 'Services whose name contains the text, those starting with it first',
        querystring: serviceSearchQuerySchema,
        response: responses({ 200: envelope(serviceSearchResultSchema) }),
      },
    },
    async (request) => ok(await services.search(request.query)),
  );

  app.put(
    '/bulk-update',
    {
      config: { access: ['services', 'update'] },
      schema: {
        tags,
        summary: 'Activate, deactivate, delete or update many services, all or none',
        body: bulkUpdateServicesSchema,
        response: responses({ 200: envelope(bulkUpdateServicesResultSchema) }),
      },
    },
    async (request) => {
      const result = await services.bulkUpdate(auditActorOf(request), request.body);
      return ok(result, bulkUpdateMessage(result));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: 'One service',
        params: serviceIdParamsSchema,
        response: responses({ 200: envelope(serviceDataSchema) }),
      },
    },
    async (request) => ok({ service: await services.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      config: { access: ['services', 'create'] },
      schema: {
        tags,
        summary: 'Create a service',
        body: serviceInputSchema,
        response: responses({ 201: envelope(serviceDataSchema) }),
      },
    },
    async (request, reply) => {
      const service = await services.create(request.body);
      return reply.code(201).send(ok({ service }, 'Service created successfully'));
    },
  );

  app.put(
    '/:id',
    {
      config: { access: ['services', 'update'] },
      schema: {
        tags,
        summary: 'Replace a service; 409 when it changed since `version`',
        params: serviceIdParamsSchema,
        body: serviceUpdateSchema,
        response: responses({ 200: envelope(serviceDataSchema) }),
      },
    },
    async (request) => {
      const service = await services.update(auditActorOf(request), request.params.id, request.body);
      return ok({ service }, 'Service updated successfully');
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: ['services', 'delete'] },
      schema: {
        tags,
        summary: 'Delete a service; one that orders name is deactivated instead',
        params: serviceIdParamsSchema,
        response: responses({ 200: envelope(serviceRemoveResultSchema) }),
      },
    },
    async (request) => {
      const outcome = await services.remove(request.params.id);
      return outcome.deleted
        ? ok({ deleted: true }, 'Service deleted successfully')
        : ok({ deleted: false, service: outcome.service }, DEACTIVATED_INSTEAD_MESSAGE);
    },
  );

  app.patch(
    '/:id/toggle-status',
    {
      config: { access: ['services', 'update'] },
      schema: {
        tags,
        summary: 'Activate or deactivate a service',
        params: serviceIdParamsSchema,
        response: responses({ 200: envelope(serviceDataSchema) }),
      },
    },
    async (request) => {
      const service = await services.toggleStatus(request.params.id);
      return ok(
        { service },
        service.isActive ? 'Service activated successfully' : 'Service deactivated successfully',
      );
    },
  );

  app.get(
    '/:id/analytics',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: "One service's orders, quantity and revenue over a period, and 6 months of trend",
        params: serviceIdParamsSchema,
        querystring: serviceAnalyticsQuerySchema,
        response: responses({ 200: envelope(serviceAnalyticsSchema) }),
      },
    },
    async (request) => ok(await services.analytics(request.params.id, request.query.period)),
  );

  app.post(
    '/:id/duplicate',
    {
      config: { access: ['services', 'create'] },
      schema: {
        tags,
        summary: "Copy a service under a free name (default: the name plus ' (Copy)')",
        params: serviceIdParamsSchema,
        body: duplicateBodySchema,
        response: responses({ 201: envelope(serviceDataSchema) }),
      },
    },
    async (request, reply) => {
      const service = await services.duplicate(request.params.id, request.body.name);
      return reply.code(201).send(ok({ service }, 'Service duplicated successfully'));
    },
  );

  app.post(
    '/:id/calculate-price',
    {
      config: { access: [...read] },
      schema: {
        tags,
        summary: 'Price a quantity or weight of a service with the one price rule',
        params: serviceIdParamsSchema,
        body: calculatePriceSchema,
        response: responses({ 200: envelope(priceCalculationSchema) }),
      },
    },
    async (request) => ok(await services.calculatePrice(request.params.id, request.body)),
  );
}
