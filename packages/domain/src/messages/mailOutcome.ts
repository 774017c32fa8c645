/** The server's warning when no mail server is configured (spec part 2 §4: 'email service not configured'). */
export const MAIL_NOT_CONFIGURED_WARNING = 'email service not configured';

/** What a shop reads when a message only waits in the outbox. */
export const MAIL_KEPT_TEXT = 'Saved to the outbox — not sent';

/** A mail call's answer as the screens receive it (send-receipt, send-bank-details). */
export interface MailResult {
  /** False when the message only waits in the outbox; missing, read from `warning`. */
  sent?: boolean;
  warning?: string | null;
}

export interface MailOutcome {
  tone: 'success' | 'warning';
  text: string;
}

/**
 * What to tell the cashier after asking the server to mail a customer: the sent text in a success
 * tone only when the message left; otherwise, in a warning tone, that it was kept in the outbox
 * and why ('Saved to the outbox — not sent: no mail server is configured'). Every screen that
 * mails (the receipt, the bank details) says it through here, so none shows a green "sent" for
 * a message that never left.
 */
export function mailOutcome(result: MailResult, sentText: string): MailOutcome {
  const sent = result.sent ?? !result.warning;
  if (sent && !result.warning) return { tone: 'success', text: sentText };
  const reason =
    !result.warning || result.warning === MAIL_NOT_CONFIGURED_WARNING
      ? 'no mail server is configured'
      : result.warning;
  return { tone: 'warning', text: `${MAIL_KEPT_TEXT}: ${reason}` };
}
