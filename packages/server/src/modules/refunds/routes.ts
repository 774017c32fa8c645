import {
  orderDataSchema,
  refundInputSchema,
  refundMessages,
  refundParamsSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import { idempotencyHeadersSchema } from '../../http/idempotency';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import type { RefundsService } from './service';

/** POST /orders/{id}/payments/{paymentId}/refunds (issue 21): binds the call to the service. */
export async function refundsRoutes(app: ApiInstance, refunds: RefundsService) {
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
      return reply.idempotent(`user:${actor.id}`, async (tx) => ({
        statusCode: 201,
        body: ok(
          { order: await refunds.refund(tx, id, paymentId, request.body, actor) },
          refundMessages.created,
        ),
      }));
    },
  );
}
