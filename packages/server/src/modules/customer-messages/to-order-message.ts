import {
  messageEventSchema,
  type OrderMessage,
  outboxStateOf,
  whatsappLink,
} from '@laundry/domain';
import type { OutboxRow } from '../../db/schema';

/** An order's message as its Messages panel shows it; WhatsApp ones with their link. */
export function toOrderMessage(row: OutboxRow, countryCode?: string): OrderMessage {
  return {
    _id: row.id,
    channel: row.channel,
    // Rows with an order always carry their event (queue-customer-message.ts).
    event: messageEventSchema.parse(row.event),
    to: row.to,
    text: row.text,
    state: outboxStateOf(row),
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    whatsappUrl: row.channel === 'whatsapp' ? whatsappLink(row.to, row.text, countryCode) : null,
  };
}
