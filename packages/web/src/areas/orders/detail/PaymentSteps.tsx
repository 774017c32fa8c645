import type { BankDetails } from '@laundry/domain';
import { Alert, Button, DescriptionList, Spinner, Stack, TextField } from '@laundry/ui';
import { Mail } from 'lucide-react';
import { enterSubmits } from './PaymentAmountFields';
import * as styles from './PaymentDialog.css';

/** Step 2: the business's bank account, the order number as the reference, email them. */
export function BankDetailsStep({
  orderNumber,
  bank,
  loading,
  sending,
  hasEmail,
  onSend,
}: {
  orderNumber: string;
  bank: BankDetails | null;
  loading: boolean;
  sending: boolean;
  hasEmail: boolean;
  onSend: () => void;
}) {
  return (
    <Stack gap="sm">
      <div className={styles.bank}>
        {loading ? (
          <Spinner label="Loading bank details..." />
        ) : bank ? (
          <DescriptionList
            layout="inline"
            items={[
              { term: 'Bank', detail: bank.bankName },
              { term: 'Account Name', detail: bank.accountName },
              { term: 'Account Number', detail: bank.accountNumber },
              { term: 'Branch', detail: bank.branch },
            ]}
          />
        ) : (
          <Alert tone="warning">
            Bank account details are not available. Please give them to the customer manually.
          </Alert>
        )}
        <Alert tone="info">
          Ask the customer to use the order number <strong>{orderNumber}</strong> as the payment
          reference.
        </Alert>
      </div>
      <div>
        <Button
          variant="secondary"
          iconStart={<Mail />}
          loading={sending}
          onClick={onSend}
          disabled={!hasEmail}
        >
          Send Bank Details via Email
        </Button>
        {hasEmail ? null : <p>Customer email not available</p>}
      </div>
    </Stack>
  );
}

/** Step 3: the transaction id of the transfer (at least 3 characters), and resending details. */
export function TransactionStep({
  value,
  error,
  notice,
  onChange,
  onResend,
  onSubmit,
}: {
  value: string;
  error: string | null;
  notice: { tone: 'success' | 'warning'; text: string; reason?: string } | null;
  onChange: (value: string) => void;
  onResend: () => void;
  onSubmit: () => void;
}) {
  return (
    <Stack gap="sm">
      {notice ? (
        <Alert tone={notice.tone}>
          {notice.text}
          {notice.tone === 'warning' && !/inform customer manually/i.test(notice.text)
            ? ' Please inform the customer manually.'
            : ''}
          {notice.reason ? <span className={styles.noticeReason}>{notice.reason}</span> : null}
        </Alert>
      ) : null}
      <TextField
        label="Transaction ID"
        value={value}
        required
        autoComplete="off"
        // The only input of the step: it has the focus, and Enter completes the payment.
        autoFocus
        error={error ?? undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={enterSubmits(onSubmit)}
      />
      <div>
        <Button size="sm" variant="ghost" onClick={onResend}>
          Resend Bank Details
        </Button>
      </div>
    </Stack>
  );
}
