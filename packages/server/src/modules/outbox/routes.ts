import {
  customerMessageAnswers,
  outboxIdParamsSchema,
  outboxList,
  outboxListSchema,
  outboxMessageDataSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { OutboxService } from './service';

const tags = ['outbox'];

// Whoever manages the accounts (the admins) reads the shop's mail, as with the audit log: it
// carries customers' addresses and amounts, so cashiers do not.
const access = ['users', 'read'] as const;

/** GET /api/outbox and /api/outbox/{id}: every e-mail the shop sent or kept, read only. */
export async function outboxRoutes(api: ApiInstance, outbox: OutboxService): Promise<void> {
  api.get(
    '/',
    {
      config: { access: [...access] },
      schema: {
        tags,
        summary: 'The e-mails kept, newest first: filter by state, search recipient or subject',
        querystring: outboxList.querySchema,
        response: responses({ 200: envelope(outboxListSchema) }),
      },
    },
    async (request) => ok(await outbox.list(request.query)),
  );

  api.get(
    '/:id',
    {
      config: { access: [...access] },
      schema: {
        tags,
        summary: 'One e-mail with its whole text',
        params: outboxIdParamsSchema,
        response: responses({ 200: envelope(outboxMessageDataSchema) }),
      },
    },
    async (request) => ok({ message: await outbox.get(request.params.id) }),
  );

  api.post(
    '/:id/resend',
    {
      // Sending on the shop's behalf is a write: the admins' update right.
      config: { access: ['users', 'update'] },
      schema: {
        tags,
        summary: 'Send an e-mail or SMS again now (its attempts start over)',
        params: outboxIdParamsSchema,
        response: responses({ 200: envelope(outboxMessageDataSchema) }),
      },
    },
    async (request) =>
      ok({ message: await outbox.resend(request.params.id) }, customerMessageAnswers.resent),
  );
}
