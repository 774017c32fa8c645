import { messageRetryDelayMs } from '@laundry/domain';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { OutboxRow } from '../db/schema';
import { DeliveryError, reasonOf } from './delivery-error';
import { createMessagesRepository } from './repository';
import type { SmsGateway } from './sms-gateway';

/** How a channel's message leaves; a channel with none keeps its messages waiting. */
export interface MessageTransports {
  email?: (message: { to: string; subject: string; text: string }) => Promise<void>;
  sms?: SmsGateway;
}

/** How many due messages one round of the poller takes. */
const ROUND_SIZE = 20;

/**
 * Sends the outbox's customer messages: one attempt per claim, the reason kept on failure, the
 * next attempt after the domain's back-off (messageRetryDelayMs), failed for good after the last
 * attempt or when the gateway refuses the message itself. WhatsApp messages are not sent here:
 * the cashier sends them from the order. Never throws: a message that cannot leave says why.
 */
export function createMessageSender(deps: {
  db: Database;
  clock: Clock;
  transports: MessageTransports;
}) {
  const { db, clock, transports } = deps;
  const messages = createMessagesRepository(db);
  const channels = (['email', 'sms'] as const).filter((channel) => transports[channel]);

  async function transmit(row: OutboxRow): Promise<void> {
    if (row.channel === 'email' && transports.email) {
      return transports.email({ to: row.to, subject: row.subject, text: row.text });
    }
    if (row.channel === 'sms' && transports.sms) return transports.sms.send(row.to, row.text);
    // Not reached: a message is claimed only on a channel with a transport.
    throw new DeliveryError(`No ${row.channel} service configured`, true);
  }

  async function attempt(id: string): Promise<void> {
    const now = clock();
    const row = await messages.claim(id, now, [...channels]);
    if (!row) return; // sent, not due, or another sender has it
    try {
      await transmit(row);
      await messages.markSent(id, clock());
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const delay = permanent ? null : messageRetryDelayMs(row.attempts);
      await messages.markFailed(
        id,
        reasonOf(error),
        delay === null ? null : new Date(clock().getTime() + delay),
      );
    }
  }

  return {
    /** The channels this server sends itself. */
    channels,
    /** After the commit: one attempt for each of these messages (those due). */
    async deliver(ids: readonly string[]): Promise<void> {
      for (const id of ids) await attempt(id);
    },
    /** One round of the poller: an attempt for each message due, oldest first. */
    async runDue(): Promise<number> {
      const ids = await messages.due(clock(), [...channels], ROUND_SIZE);
      for (const id of ids) await attempt(id);
      return ids.length;
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
