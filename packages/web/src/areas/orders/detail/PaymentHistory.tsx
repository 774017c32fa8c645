import { formatCurrency, formatLongDateTime, type OrderPayment } from '@laundry/domain';
import { Badge } from '@laundry/ui';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import * as styles from './OrderDetailPage.css';

const METHOD_LABELS: Record<string, string> = { cash: 'Cash', bank_transfer: 'Bank Transfer' };

export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** The payments of an order, oldest first: amount, method, transaction id, when. */
export function PaymentHistory({ payments }: { payments: readonly OrderPayment[] }) {
  const timeZone = useBusinessTimeZone();
  if (payments.length === 0) return <p className={styles.mutedText}>No payments yet.</p>;
  return (
    <ul className={styles.notes} aria-label="Payment History">
      {payments.map((payment) => (
        <li key={payment._id} className={styles.note}>
          <div className={styles.copyRow}>
            <strong>{formatCurrency(payment.amount)}</strong>
            <Badge tone={payment.status === 'completed' ? 'green' : 'amber'} size="sm">
              {paymentMethodLabel(payment.method)}
            </Badge>
            {payment.transactionId ? (
              <span className={styles.mutedText}>Ref: {payment.transactionId}</span>
            ) : null}
          </div>
          <div className={styles.mutedText}>
            {formatLongDateTime(payment.processedAt ?? payment.createdAt, timeZone)}
          </div>
          {payment.notes ? <div>{payment.notes}</div> : null}
        </li>
      ))}
    </ul>
  );
}
