import {
  customerMessageAnswers,
  type OutboxList,
  type OutboxListQuery,
  type OutboxMessage,
  outboxMessages,
  pageInfo,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { NotFoundError, RuleViolation } from '../../errors';
import type { CustomerMessages } from '../../messages/customer-messages';
import { createMessagesRepository } from '../../messages/repository';
import { createOutboxReadRepository } from './repository';
import { toOutboxMessage } from './to-outbox-message';

/** The e-mails the shop sent or kept, read only (the mailers write them). */
export function createOutboxService({
  db,
  clock,
  messages,
}: {
  db: Database;
  clock: Clock;
  messages: Pick<CustomerMessages, 'deliver'>;
}) {
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

    /**
     * Resend (issue 25): the message starts over and is tried at once on its channel. A WhatsApp
     * message is the cashier's to send from the order.
     */
    async resend(id: string): Promise<OutboxMessage> {
      const row = await outbox.findById(id);
      if (!row) throw new NotFoundError(outboxMessages.notFound);
      if (row.channel === 'whatsapp') {
        throw new RuleViolation(customerMessageAnswers.whatsappByLink, 'id');
      }
      await createMessagesRepository(db).requeue(id, clock());
      await messages.deliver([id]);
      return this.get(id);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
