import {
  type OutboxList,
  type OutboxListQuery,
  type OutboxMessage,
  outboxMessages,
  pageInfo,
} from '@laundry/domain';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import { createOutboxReadRepository } from './repository';
import { toOutboxMessage } from './to-outbox-message';

/** The e-mails the shop sent or kept, read only (the mailers write them). */
export function createOutboxService({ db }: { db: Database }) {
  const outbox = createOutboxReadRepository(db);

  return {
    async list(query: OutboxListQuery): Promise<OutboxList> {
      const { rows, total } = await outbox.list(query);
      return {
        messages: rows.map(toOutboxMessage),
        pagination: { ...pageInfo(query.page, query.limit, total), totalMessages: total },
      };
    },

    async get(id: string): Promise<OutboxMessage> {
      const row = await outbox.findById(id);
      if (!row) throw new NotFoundError(outboxMessages.notFound);
      return toOutboxMessage(row);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
