import {
  orderDataSchema,
  refundInputSchema,
  refundMessages,
  refundParamsSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import { auditActorOf } from '../audit/record-audit';
import type { ApiInstance, ModuleDependencies } from '../module';
import { loadOrder } from '../orders/service';
import type { RefundsService } from './service';

/** POST /orders/{id}/payments/{paymentId}/refunds (issue 21): binds the call to the service. */
export async function refundsRoutes(
  app: ApiInstance,
  { refunds, deps }: { refunds: RefundsService; deps: Pick<ModuleDependencies, 'db' | 'clock'> },
) {
  app.post(
    '/:id/payments/:paymentId/refunds',
    {
      config: { access: ['payments', 'refund'] },
      schema: {
        tags: ['orders'],
        summary:
          'Refund part or all of a completed payment (admin): never more than is left of it; audited',
        params: refundParamsSchema,
        headers: idempotencyHeadersSchema,
        body: refundInputSchema,
        response: responses({ 201: envelope(orderDataSchema) }),
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request);
      const { id, paymentId } = request.params;
      return idempotent(deps, request, reply, `user:${actor.id}`, async (tx) => {
        await refunds.refund(tx, id, paymentId, request.body, actor);
        return {
          statusCode: 201,
          body: ok({ order: await loadOrder(tx, id) }, refundMessages.created),
        };
      });
    },
  );
}
