/** The business's bank account as the bank-details step and the receipt show it. */
export interface BankDetails {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  branch?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The bank account in an answer of the receipt or send-bank-details call (`bankDetails` at the
 * top, under `receipt` or under `business`); null when the server sent none.
 * TEMPORARY: the receipt schema comes with h12core; then this reads its typed field.
 */
export function readBankDetails(data: unknown): BankDetails | null {
  if (!isRecord(data)) return null;
  const candidates = [
    data.bankDetails,
    isRecord(data.receipt) ? data.receipt.bankDetails : undefined,
    isRecord(data.business) ? data.business.bankDetails : undefined,
    isRecord(data.receipt) && isRecord(data.receipt.business)
      ? data.receipt.business.bankDetails
      : undefined,
  ];
  const found = candidates.find(isRecord);
  if (!found) return null;
  const text = (key: string) =>
    typeof found[key] === 'string' ? (found[key] as string) : undefined;
  return {
    bankName: text('bankName'),
    accountName: text('accountName'),
    accountNumber: text('accountNumber'),
    branch: text('branch'),
  };
}
