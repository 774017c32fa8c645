import { type OutboxMessage, outboxStateOf } from '@laundry/domain';
import type { OutboxRow } from '../../db/schema';

/** A kept e-mail as the API shows it: `_id`, ISO dates, and its state worked out by the domain. */
export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    state: outboxStateOf(row),
    error: row.error,
    channel: row.channel,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
