import {
  bulkUpdateCustomersResultSchema,
  bulkUpdateCustomersSchema,
  createCustomerSchema,
  customerAnalyticsSchema,
  customerDataSchema,
  customerDiscountInfoSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerMessages,
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
  customerPhoneParamsSchema,
  customerSearchQuerySchema,
  customerSearchResultSchema,
  customerStatsQuerySchema,
  customerStatsSchema,
  loyaltyUpdateResultSchema,
  loyaltyUpdateSchema,
  updateCustomerSchema,
} from '@laundry/domain';
import { requireAuth } from '../../http/access';
import { envelope, nullData, ok, responses } from '../../http/envelope';
import { broadSearch } from '../../http/heavy-work';
import { idempotencyHeadersSchema } from '../../http/idempotency';
import type { ApiInstance } from '../module';
import type { CustomersService } from './service';

const tags = ['customers'];

/**
 * The back-office's customer calls (spec part 1 §7), under /api/customers. Who may call what
 * comes from the domain's permission map: both roles read, create and update customers
 * (loyalty changes included, each one recorded with its author); only admins delete.
 */
export async function customersRoutes(
  app: ApiInstance,
  customers: CustomersService,
): Promise<void> {
  app.get(
    '/',
    {
      config: { access: ['customers', 'read'], heavy: broadSearch('search') },
      schema: {
        tags,
        summary: 'List customers: search, student and tier filters, six sorts, pages',
        querystring: customerListQuerySchema,
        response: responses({ 200: envelope(customerListResponseSchema) }),
      },
    },
    async (request) => ok(await customers.list(request.query)),
  );

  app.get(
    '/stats',
    {
      config: { access: ['customers', 'read'] },
      schema: {
        tags,
        summary: 'Customer statistics over 7, 30, 90 or 365 days',
        querystring: customerStatsQuerySchema,
        response: responses({ 200: envelope(customerStatsSchema) }),
      },
    },
    async (request) => ok(await customers.stats(request.query.timeRange)),
  );

  app.get(
    '/search',
    {
      config: { access: ['customers', 'read'], heavy: broadSearch('q') },
      schema: {
        tags,
        summary: 'Find customers by name, phone or e-mail (case-insensitive, anywhere in the text)',
        querystring: customerSearchQuerySchema,
        response: responses({ 200: envelope(customerSearchResultSchema) }),
      },
    },
    async (request) => ok(await customers.search(request.query.q, request.query.limit)),
  );

  app.get(
    '/phone/:phone',
    {
      config: { access: ['customers', 'read'] },
      schema: {
        tags,
        summary: 'The customer with this phone number',
        params: customerPhoneParamsSchema,
        response: responses({ 200: envelope(customerDataSchema) }),
      },
    },
    async (request) => ok({ customer: await customers.getByPhone(request.params.phone) }),
  );

  app.post(
    '/',
    {
      config: { access: ['customers', 'create'] },
      schema: {
        tags,
        summary: 'Create a customer (an Idempotency-Key replays the first answer)',
        headers: idempotencyHeadersSchema,
        body: createCustomerSchema,
        response: responses({ 201: envelope(customerDataSchema) }),
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      return reply.idempotent(`user:${user.id}`, async (tx) => {
        const customer = await customers.create(request.body, tx);
        return { statusCode: 201, body: ok({ customer }, customerMessages.created) };
      });
    },
  );

  app.put(
    '/bulk-update',
    {
      config: { access: ['customers', 'update'] },
      schema: {
        tags,
        summary: 'Change the address or clear the student flag of several customers at once',
        body: bulkUpdateCustomersSchema,
        response: responses({ 200: envelope(bulkUpdateCustomersResultSchema) }),
      },
    },
    async (request) => ok(await customers.bulkUpdate(request.body), customerMessages.bulkUpdated),
  );

  app.get(
    '/:id',
    {
      config: { access: ['customers', 'read'] },
      schema: {
        tags,
        summary: 'One customer',
        params: customerIdParamsSchema,
        response: responses({ 200: envelope(customerDataSchema) }),
      },
    },
    async (request) => ok({ customer: await customers.get(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: { access: ['customers', 'update'] },
      schema: {
        tags,
        summary:
          "Replace a customer's fields (not the loyalty points), if unchanged since the given version",
        params: customerIdParamsSchema,
        body: updateCustomerSchema,
        response: responses({ 200: envelope(customerDataSchema) }),
      },
    },
    async (request) => {
      requireAuth(request);
      const customer = await customers.update(request.params.id, request.body);
      return ok({ customer }, customerMessages.updated);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: ['customers', 'delete'] },
      schema: {
        tags,
        summary: 'Delete a customer who has no orders (admin only)',
        params: customerIdParamsSchema,
        response: responses({ 200: envelope(nullData) }),
      },
    },
    async (request) => {
      await customers.remove(request.params.id);
      return ok(null, customerMessages.deleted);
    },
  );

  app.get(
    '/:id/orders',
    {
      config: { access: ['customers', 'read'] },
      schema: {
        tags,
        summary: "The customer's orders, newest first",
        params: customerIdParamsSchema,
        querystring: customerOrdersQuerySchema,
        response: responses({ 200: envelope(customerOrdersResponseSchema) }),
      },
    },
    async (request) =>
      ok(await customers.orders(request.params.id, request.query.page, request.query.limit)),
  );

  app.get(
    '/:id/analytics',
    {
      config: { access: ['customers', 'read'] },
      schema: {
        tags,
        summary: "The customer's order figures",
        params: customerIdParamsSchema,
        response: responses({ 200: envelope(customerAnalyticsSchema) }),
      },
    },
    async (request) => ok(await customers.analytics(request.params.id)),
  );

  app.put(
    '/:id/loyalty-points',
    {
      config: { access: ['customers', 'update'] },
      schema: {
        tags,
        summary: 'Add, subtract (never below 0) or set loyalty points, with a reason',
        params: customerIdParamsSchema,
        body: loyaltyUpdateSchema,
        response: responses({ 200: envelope(loyaltyUpdateResultSchema) }),
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const result = await customers.changeLoyalty(user.id, request.params.id, request.body);
      return ok(result, customerMessages.loyaltyUpdated);
    },
  );

  app.get(
    '/:id/discount-info',
    {
      config: { access: ['customers', 'read'] },
      schema: {
        tags,
        summary: "The next order's discount, what the customer is entitled to, their history",
        params: customerIdParamsSchema,
        response: responses({ 200: envelope(customerDiscountInfoSchema) }),
      },
    },
    async (request) => ok(await customers.discountInfo(request.params.id)),
  );
}
