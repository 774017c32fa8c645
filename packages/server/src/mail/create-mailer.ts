import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Mailer, MailReceipt, QueuedMail } from './mailer';
import { createOutboxRepository } from './outbox';

/**
 * A mailer over the outbox: `queue` writes the row through the caller's executor, `deliver`
 * hands it to `transmit` (none: the message stays in the outbox, flagged not sent).
 */
function outboxMailer(
  db: Database,
  clock: Clock,
  transmit?: (mail: QueuedMail) => Promise<MailReceipt>,
): Omit<Mailer, 'close'> {
  const queue: Mailer['queue'] = async (executor, message) => ({
    id: await createOutboxRepository(executor).add(message, clock()),
    message,
  });
  const deliver: Mailer['deliver'] = async (mail) =>
    transmit ? transmit(mail) : { id: mail.id, sent: false };
  return {
    queue,
    deliver,
    send: async (message) => deliver(await queue(db, message)),
  };
}

/** Without SMTP: messages are kept in the outbox, flagged not sent, for a person to follow up. */
export function createOutboxMailer(db: Database, clock: Clock): Mailer {
  return outboxMailer(db, clock);
}

/**
 * With SMTP_URL: each message is recorded in the outbox, then sent; a failure is recorded on
 * the row and answered as not sent (the caller tells the user), never thrown.
 */
export function createSmtpMailer(options: {
  db: Database;
  clock: Clock;
  smtpUrl: string;
  from: string;
  onError?: (error: unknown) => void;
}): Mailer {
  const outbox = createOutboxRepository(options.db);
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    ...outboxMailer(options.db, options.clock, async ({ id, message }) => {
      try {
        await transport.sendMail({ from: options.from, ...message });
        await outbox.markSent(id, options.clock());
        return { id, sent: true };
      } catch (error) {
        options.onError?.(error);
        await outbox.markFailed(id, error instanceof Error ? error.message : String(error));
        return { id, sent: false };
      }
    }),
    async transmit(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

export function createMailer(options: {
  db: Database;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
  onError?: (error: unknown) => void;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ ...options, smtpUrl: options.smtpUrl })
    : createOutboxMailer(options.db, options.clock);
}
