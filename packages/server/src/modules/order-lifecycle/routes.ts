import {
  orderDataSchema,
  orderIdParamsSchema,
  paymentInputSchema,
  statusUpdateSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import { auditActorOf } from '../audit/record-audit';
import type { ApiInstance, ModuleDependencies } from '../module';
import { loadOrder } from '../orders/service';
import { lifecycleMessages, type OrderLifecycleService } from './service';

const tags = ['orders'];

/** The order calls after it is taken (spec part 2 §7): status and payments. */
export async function orderLifecycleRoutes(
  app: ApiInstance,
  {
    lifecycle,
    deps,
  }: { lifecycle: OrderLifecycleService; deps: Pick<ModuleDependencies, 'db' | 'clock'> },
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
}
