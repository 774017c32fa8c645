import {
  formatCurrency,
  formatLongDateTime,
  type Order,
  type OrderPayment,
  type OrderRefund,
  REFUND_METHOD_LABELS,
} from '@laundry/domain';
import { Badge, Button } from '@laundry/ui';
import { ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { paymentMethodLabel } from './display';
import * as styles from './OrderDetailPage.css';
import { RefundDialog } from './RefundDialog';
import { RefundReceiptDialog } from './RefundReceiptDialog';
import { refundablePayment } from './refunds';

/**
 * The payments of an order, oldest first: amount, method, transaction id, when; under each, the
 * refunds made of it, each with its receipt. `canRefund` (the permission map's payments:refund)
 * offers 'Refund' on a completed payment with something left to give back.
 */
export function PaymentHistory({ order, canRefund }: { order: Order; canRefund: boolean }) {
  const timeZone = useBusinessTimeZone();
  const [refunding, setRefunding] = useState<OrderPayment | null>(null);
  const [receipt, setReceipt] = useState<OrderRefund | null>(null);
  if (order.payments.length === 0) return <p className={styles.mutedText}>No payments yet.</p>;
  return (
    <>
      <ul className={styles.notes} aria-label="Payment History">
        {order.payments.map((payment) => {
          const { refunds, leftCents } = refundablePayment(order, payment);
          return (
            <li key={payment._id} className={styles.note}>
              <div className={styles.copyRow}>
                <strong>{formatCurrency(payment.amount)}</strong>
                <Badge tone={payment.status === 'completed' ? 'green' : 'amber'} size="sm">
                  {paymentMethodLabel(payment.method)}
                </Badge>
                {payment.transactionId ? (
                  <span className={styles.mutedText}>Ref: {payment.transactionId}</span>
                ) : null}
                {canRefund && leftCents > 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    iconStart={<Undo2 />}
                    aria-label={`Refund payment of ${formatCurrency(payment.amount)}`}
                    onClick={() => setRefunding(payment)}
                  >
                    Refund
                  </Button>
                ) : null}
              </div>
              <div className={styles.mutedText}>
                {formatLongDateTime(payment.processedAt ?? payment.createdAt, timeZone)}
              </div>
              {payment.notes ? <div>{payment.notes}</div> : null}
              {refunds.length > 0 ? (
                <ul className={styles.notes} aria-label="Refunds">
                  {refunds.map((refund) => (
                    <li key={refund._id} className={styles.note}>
                      <div className={styles.copyRow}>
                        <strong>−{formatCurrency(refund.amount)}</strong>
                        <Badge tone="red" size="sm">
                          Refund · {REFUND_METHOD_LABELS[refund.method]}
                        </Badge>
                        <Button
                          size="sm"
                          variant="ghost"
                          iconStart={<ReceiptText />}
                          aria-label={`Refund receipt of ${formatCurrency(refund.amount)}`}
                          onClick={() => setReceipt(refund)}
                        >
                          Receipt
                        </Button>
                      </div>
                      <div className={styles.mutedText}>
                        {formatLongDateTime(refund.refundedAt, timeZone)}
                        {refund.refundedBy ? ` by ${refund.refundedBy}` : ''}
                      </div>
                      <div>{refund.reason}</div>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      {refunding ? (
        <RefundDialog order={order} payment={refunding} onClose={() => setRefunding(null)} />
      ) : null}
      {receipt ? (
        <RefundReceiptDialog order={order} refund={receipt} onClose={() => setReceipt(null)} />
      ) : null}
    </>
  );
}
