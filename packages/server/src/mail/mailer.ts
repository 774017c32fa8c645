export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailReceipt {
  /** The outbox row that records the message. */
  id: string;
  /** Whether it left the server; false when only kept in the outbox (no SMTP, or SMTP failed). */
  sent: boolean;
}

/** How the server sends e-mail (receipts, bank details). Every message is kept in the outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  close?(): Promise<void>;
}
