import {
  bankDetailsDeliverySchema,
  bankDetailsMailSchema,
  confirmItemsSchema,
  HANDOVER_MESSAGES,
  handoverInputSchema,
  orderDataSchema,
  orderIdParamsSchema,
  orderMailResultSchema,
  orderMailSchema,
  orderReceiptDataSchema,
  orderStatusHistoryDataSchema,
  paymentInputSchema,
  readyListDataSchema,
  readyListQuerySchema,
  statusUpdateSchema,
} from '@laundry/domain';
import { envelope, ok, responses, warned, warnedEnvelope } from '../../http/envelope';
import { idempotencyHeadersSchema } from '../../http/idempotency';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import { lifecycleMessages, type MailAnswer, type OrderLifecycleService } from './service';

const tags = ['orders'];

/** A mail call's answer: the outcome in `data`, the text to show beside it. */
const mailed = ({ message, ...result }: MailAnswer) => ok(result, message);

/**
 * The order calls after it is taken (spec part 2 §7): status, payments, confirm items, receipt
 * and mail. Each route declares its schemas and access and calls one service method.
 */
export async function orderLifecycleRoutes(app: ApiInstance, lifecycle: OrderLifecycleService) {
  app.patch(
    '/:id/status',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary:
          'Move an order to a status the status panel offers (409 with the reason otherwise; a paid order is refunded before it is cancelled)',
        params: orderIdParamsSchema,
        body: statusUpdateSchema,
        response: responses({ 200: envelope(orderDataSchema) }),
      },
    },
    async (request) => {
      const order = await lifecycle.updateStatus(
        request.params.id,
        request.body,
        auditActorOf(request),
      );
      return ok({ order }, lifecycleMessages.statusUpdated);
    },
  );

  app.get(
    '/ready',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary:
          'Ready for collection: walk-in orders at Services Complete, oldest first, with days waiting, balance due and shelf slot',
        querystring: readyListQuerySchema,
        response: responses({ 200: envelope(readyListDataSchema) }),
      },
    },
    async (request) => ok(await lifecycle.ready(request.query)),
  );

  app.post(
    '/:id/handover',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary:
          'Hand a ready order over in one step: the balance through the payment path, then collected (walk-in) or delivered',
        params: orderIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: handoverInputSchema,
        response: responses({ 200: envelope(orderDataSchema) }),
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request);
      return reply.idempotent(`user:${actor.id}`, async (tx) => ({
        statusCode: 200,
        body: ok(
          { order: await lifecycle.handover(tx, request.params.id, request.body, actor) },
          HANDOVER_MESSAGES.handedOver,
        ),
      }));
    },
  );

  app.post(
    '/:id/payments',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'Record a cash or bank-transfer payment, with extra items; never more than due',
        params: orderIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: paymentInputSchema,
        response: responses({ 201: envelope(orderDataSchema) }),
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request);
      return reply.idempotent(`user:${actor.id}`, async (tx) => ({
        statusCode: 201,
        body: ok(
          { order: await lifecycle.addPayment(tx, request.params.id, request.body, actor) },
          lifecycleMessages.paymentAdded,
        ),
      }));
    },
  );

  app.put(
    '/:id/confirm-items',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'Record the actual quantities and weights of a picked-up order; priced again',
        params: orderIdParamsSchema,
        body: confirmItemsSchema,
        response: responses({ 200: envelope(orderDataSchema) }),
      },
    },
    async (request) => {
      const { order, message } = await lifecycle.confirmItems(
        request.params.id,
        request.body,
        auditActorOf(request),
      );
      return ok({ order }, message);
    },
  );

  app.post(
    '/:id/send-receipt',
    {
      // Mailing on the shop's behalf is a write, not a read.
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: "E-mail the receipt to the customer's own address; kept in the outbox",
        params: orderIdParamsSchema,
        body: orderMailSchema,
        response: responses({ 200: envelope(orderMailResultSchema) }),
      },
    },
    async (request) => mailed(await lifecycle.sendReceipt(request.params.id, request.body)),
  );

  app.get(
    '/:id/status-history',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: 'The status moves of an order, oldest first: who, when, from, to and the note',
        params: orderIdParamsSchema,
        response: responses({ 200: envelope(orderStatusHistoryDataSchema) }),
      },
    },
    async (request) => ok({ history: await lifecycle.statusHistory(request.params.id) }),
  );

  app.get(
    '/:id/receipt',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: 'The receipt: the order with the business and its bank account',
        params: orderIdParamsSchema,
        response: responses({ 200: envelope(orderReceiptDataSchema) }),
      },
    },
    async (request) => ok({ receipt: await lifecycle.receipt(request.params.id) }),
  );

  app.post(
    '/:id/send-bank-details',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary:
          "E-mail the bank account and the amount due (from the order) to the customer's own address; kept in the outbox",
        params: orderIdParamsSchema,
        body: bankDetailsMailSchema,
        response: responses({ 200: warnedEnvelope(bankDetailsDeliverySchema) }),
      },
    },
    async (request) => {
      const { delivery, message, warning } = await lifecycle.sendBankDetails(
        request.params.id,
        request.body,
      );
      return warned(delivery, message, warning);
    },
  );
}
