import {
  confirmItemsSchema,
  orderDataSchema,
  orderIdParamsSchema,
  orderMailResultSchema,
  orderMailSchema,
  orderReceiptDataSchema,
  orderStatusHistoryDataSchema,
  paymentInputSchema,
  statusUpdateSchema,
} from '@laundry/domain';
import { BadRequestError } from '../../errors';
import { envelope, ok, responses } from '../../http/envelope';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import { auditActorOf } from '../audit/record-audit';
import type { ApiInstance, ModuleDependencies } from '../module';
import { loadOrder } from '../orders/service';
import { confirmItems } from './confirm-items';
import { bankDetailsMail, itemsConfirmedMail, receiptMail } from './mail';
import { lifecycleMessages, type OrderLifecycleService } from './service';
import { orderStatusHistory } from './status-history';

const tags = ['orders'];

/** The order calls after it is taken (spec part 2 §7): status and payments. */
export async function orderLifecycleRoutes(
  app: ApiInstance,
  {
    lifecycle,
    deps,
  }: {
    lifecycle: OrderLifecycleService;
    deps: Pick<ModuleDependencies, 'db' | 'clock' | 'mailer' | 'config'>;
  },
) {
  app.patch(
    '/:id/status',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary:
          'Move an order to a status the status panel offers (409 with the reason otherwise)',
        params: orderIdParamsSchema,
        body: statusUpdateSchema,
        response: responses({ 200: envelope(orderDataSchema) }),
      },
    },
    async (request) => {
      await lifecycle.updateStatus(request.params.id, request.body, auditActorOf(request));
      return ok(
        { order: await loadOrder(deps.db, request.params.id) },
        lifecycleMessages.statusUpdated,
      );
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
      return idempotent(deps, request, reply, `user:${actor.id}`, async (tx) => {
        await lifecycle.addPayment(tx, request.params.id, request.body, actor);
        return {
          statusCode: 201,
          body: ok(
            { order: await loadOrder(tx, request.params.id) },
            lifecycleMessages.paymentAdded,
          ),
        };
      });
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
      const actor = auditActorOf(request);
      await deps.db.transaction((tx) =>
        confirmItems(tx, request.params.id, request.body, actor, deps.clock()),
      );
      const order = await loadOrder(deps.db, request.params.id);
      // The customer hears of the new total; a mail that cannot leave stays in the outbox.
      const email = order.customerInfo.email;
      const sent = email
        ? await deps.mailer.send(itemsConfirmedMail(order, email, deps.config.business))
        : null;
      return ok(
        { order },
        sent?.sent ? lifecycleMessages.itemsConfirmed : lifecycleMessages.itemsConfirmedNoMail,
      );
    },
  );

  app.post(
    '/:id/send-receipt',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: 'E-mail the receipt to the customer (or the address given); kept in the outbox',
        params: orderIdParamsSchema,
        body: orderMailSchema,
        response: responses({
          200: envelope(orderMailResultSchema),
        }),
      },
    },
    async (request) => {
      const order = await loadOrder(deps.db, request.params.id);
      const to = request.body.email ?? order.customerInfo.email;
      if (!to) throw new BadRequestError(lifecycleMessages.noEmail, 'email');
      const receipt = await deps.mailer.send(receiptMail(order, to, deps.config.business));
      return ok(
        { sent: receipt.sent, warning: receipt.sent ? null : lifecycleMessages.mailNotConfigured },
        receipt.sent ? lifecycleMessages.receiptSent : lifecycleMessages.receiptKept,
      );
    },
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
    async (request) => ok({ history: await orderStatusHistory(deps.db, request.params.id) }),
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
    async (request) => {
      const order = await loadOrder(deps.db, request.params.id);
      const { timeZone: _zone, ...business } = deps.config.business;
      return ok({ receipt: { order, business: { ...business, bankDetails: bankOf(deps) } } });
    },
  );

  app.post(
    '/:id/send-bank-details',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'E-mail the bank account and the amount due to the customer; kept in the outbox',
        params: orderIdParamsSchema,
        body: orderMailSchema,
        response: responses({
          200: envelope(orderMailResultSchema),
        }),
      },
    },
    async (request) => {
      const order = await loadOrder(deps.db, request.params.id);
      const to = request.body.email ?? order.customerInfo.email;
      if (!to) throw new BadRequestError(lifecycleMessages.noEmail, 'email');
      const amount = request.body.amount ?? order.balanceAmount;
      const mail = bankDetailsMail(order, to, amount, deps.config.business, bankOf(deps));
      const receipt = await deps.mailer.send(mail);
      return ok(
        { sent: receipt.sent, warning: receipt.sent ? null : lifecycleMessages.mailNotConfigured },
        receipt.sent ? lifecycleMessages.bankDetailsSent : lifecycleMessages.bankDetailsKept,
      );
    },
  );
}

function bankOf(deps: Pick<ModuleDependencies, 'config'>) {
  return (
    deps.config.bank ?? {
      bankName: 'Bank of Ceylon',
      branch: 'Moratuwa',
      accountName: deps.config.business.name,
      accountNumber: '0000 1234 5678',
    }
  );
}
