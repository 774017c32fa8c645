import {
  customerIdParamsSchema,
  customerOrderPageSchema,
  orderAnalyticsQuerySchema,
  orderAnalyticsSchema,
  orderDataSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderMessages,
  orderPayloadSchema,
  orderUpdateSchema,
  pageQuerySchema,
} from '@laundry/domain';
import { requireAuth } from '../../http/access';
import { envelope, nullData, ok, responses } from '../../http/envelope';
import { broadSearch } from '../../http/heavy-work';
import { idempotencyHeadersSchema } from '../../http/idempotency';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import type { OrdersService } from './service';

const tags = ['orders'];
const orderData = orderDataSchema;

/** The Orders calls of spec part 2 §7 that this capability owns, under /api/orders. */
export async function ordersRoutes(app: ApiInstance, orders: OrdersService) {
  app.get(
    '/',
    {
      config: { access: ['orders', 'read'], heavy: broadSearch('search') },
      schema: {
        tags,
        summary: 'List orders: search, filter, sort and page, with the stats block',
        querystring: orderListQuerySchema,
        response: responses({ 200: envelope(orderListResponseSchema) }),
      },
    },
    // The counter screens ask for the same pages again and again between two orders: the answer
    // is kept until the next write (the same for every role allowed here).
    async (request, reply) =>
      reply.cached(orders.listCacheKey(request.url), async () =>
        ok(await orders.list(request.query)),
      ),
  );

  app.get(
    '/analytics',
    {
      config: { access: ['orders', 'read'], heavy: true },
      schema: {
        tags,
        summary: 'Orders, revenue, statuses and days of a date range (default: last 30 days)',
        querystring: orderAnalyticsQuerySchema,
        response: responses({ 200: envelope(orderAnalyticsSchema) }),
      },
    },
    async (request) => ok(await orders.analytics(request.query)),
  );

  app.get(
    '/customer/:id',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: "One customer's orders, newest first",
        params: customerIdParamsSchema,
        querystring: pageQuerySchema,
        response: responses({
          200: envelope(customerOrderPageSchema),
        }),
      },
    },
    async (request) =>
      ok(await orders.forCustomer(request.params.id, request.query.page, request.query.limit)),
  );

  app.get(
    '/:id',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: 'One order with its lines and payments',
        params: orderIdParamsSchema,
        response: responses({ 200: envelope(orderData) }),
      },
    },
    async (request) => ok({ order: await orders.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      config: { access: ['orders', 'create'] },
      schema: {
        tags,
        summary: 'Create an order, priced by the server from the catalogue and the customer',
        headers: idempotencyHeadersSchema,
        body: orderPayloadSchema,
        response: responses({ 201: envelope(orderData) }),
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      return reply.idempotent(`user:${user.id}`, async (tx) => ({
        statusCode: 201,
        body: ok({ order: await orders.create(tx, user.id, request.body) }, orderMessages.created),
      }));
    },
  );

  app.put(
    '/:id',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'Edit an order while the editability rule allows it; priced again',
        params: orderIdParamsSchema,
        body: orderUpdateSchema,
        response: responses({ 200: envelope(orderData) }),
      },
    },
    async (request) =>
      ok({ order: await orders.update(request.params.id, request.body) }, orderMessages.updated),
  );

  app.delete(
    '/:id',
    {
      config: { access: ['orders', 'delete'] },
      schema: {
        tags,
        summary:
          'Delete an order (admin only); refused while it holds money (Refund payment first.)',
        params: orderIdParamsSchema,
        response: responses({ 200: envelope(nullData) }),
      },
    },
    async (request) => {
      await orders.remove(request.params.id, auditActorOf(request));
      return ok(null, orderMessages.deleted);
    },
  );
}
