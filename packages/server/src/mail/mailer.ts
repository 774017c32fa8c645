import type { Executor } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message written to the outbox and not yet handed to SMTP. */
export interface QueuedMail {
  /** The outbox row that records the message. */
  id: string;
  message: MailMessage;
}

export interface MailReceipt {
  /** The outbox row that records the message. */
  id: string;
  /** Whether it left the server; false when only kept in the outbox (no SMTP, or SMTP failed). */
  sent: boolean;
}

/**
 * How the server sends e-mail (receipts, bank details, items confirmed). Every message is kept in
 * the outbox. A message that belongs to a business write is queued through that write's
 * transaction — rolled back with it, committed with it — and delivered only after the commit, so
 * no SMTP call holds the order's row lock and no mail leaves for a write that did not happen.
 */
export interface Mailer {
  /** Writes the message to the outbox through `executor` (the business transaction). */
  queue(executor: Executor, message: MailMessage): Promise<QueuedMail>;
  /** After the commit: hands a queued message to SMTP when configured; never throws. */
  deliver(mail: QueuedMail): Promise<MailReceipt>;
  /** A message with no business write of its own: queued and delivered at once. */
  send(message: MailMessage): Promise<MailReceipt>;
  /**
   * SMTP only: hands a message to the mail server and throws when it is refused — the customer
   * messages' sender (messages/sender.ts) keeps its own attempts and back-off on the outbox row.
   */
  transmit?(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
