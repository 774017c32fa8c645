/**
 * A payment taken at the counter (spec part 2 §4 'Payment', §5 'Bank transfer'): its methods,
 * the messages of the payment dialog and the rule of a bank transfer's transaction id. The
 * 'Process Payment' machine (orders/paymentModalMachine) and the refunds (refund.ts) share them.
 */

export const PAYMENT_METHODS = ['cash', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_MESSAGES = {
  transactionIdRequired: 'Transaction ID is required',
  transactionIdMin: 'Transaction ID must be at least 3 characters',
  addFailed: 'Failed to add payment',
  added: 'Payment added successfully',
  bankDetailsSent: 'Bank details sent successfully via Email!',
  bankDetailsFailed: 'Failed to send bank details. Please inform customer manually.',
  bankDetailsError: 'An error occurred. Please inform customer manually.',
  /** Why sending failed, when the failure carries no message of its own (spec part 2 §8). */
  bankDetailsEmailFailed: 'Failed to send bank account details via email',
} as const;

export const MIN_TRANSACTION_ID_LENGTH = 3;

/** The transaction id's error, or null when it is usable (§5 'Bank transfer'). */
export function transactionIdIssue(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return PAYMENT_MESSAGES.transactionIdRequired;
  if (trimmed.length < MIN_TRANSACTION_ID_LENGTH) return PAYMENT_MESSAGES.transactionIdMin;
  return null;
}
