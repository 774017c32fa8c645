import {
  type OutboxMessage,
  outboxIdParamsSchema,
  outboxList,
  outboxListSchema,
  outboxMessageDataSchema,
  outboxStateOf,
  pageInfo,
} from '@laundry/domain';
import type { Database } from '../../db/client';
import type { OutboxRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { envelope, ok, responses } from '../../http/envelope';
import { createOutboxRepository } from '../../mail/outbox';
import type { ApiInstance } from '../module';

const tags = ['outbox'];

// Whoever manages the accounts (the admins) reads the shop's mail, as with the audit log: it
// carries customers' addresses and amounts, so cashiers do not.
const access = ['users', 'read'] as const;

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    state: outboxStateOf(row),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /api/outbox and /api/outbox/{id}: every e-mail the shop sent or kept, read only. */
export async function outboxRoutes(api: ApiInstance, db: Database) {
  const repository = createOutboxRepository(db);

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
    async (request) => {
      const query = request.query;
      const { rows, total } = await repository.list(query);
      return ok({
        messages: rows.map(toOutboxMessage),
        pagination: { ...pageInfo(query.page, query.limit, total), totalMessages: total },
      });
    },
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
    async (request) => {
      const row = await repository.findById(request.params.id);
      if (!row) throw new NotFoundError('Message not found');
      return ok({ message: toOutboxMessage(row) });
    },
  );
}
