import { formatLongDateTime } from '@laundry/domain';
import * as styles from './Receipt.css';
import { ReceiptLayout, ReceiptRow } from './ReceiptLayout';
import type { RefundReceiptModel } from './refundReceiptModel';

/** A refund receipt: who gave back how much of which payment, when and why. */
export function RefundReceipt({ model }: { model: RefundReceiptModel }) {
  return (
    <ReceiptLayout
      label={`Refund receipt ${model.receiptNumber}`}
      business={model.business}
      footer={['Please keep this receipt as proof of the refund.']}
    >
      <h3 className={styles.heading}>Refund Receipt</h3>
      <dl className={styles.rows}>
        <ReceiptRow term="Refund No." detail={model.receiptNumber} />
        <ReceiptRow term="Order" detail={model.orderNumber} />
        <ReceiptRow
          term="Date"
          detail={formatLongDateTime(model.issuedAt, model.business.timeZone)}
        />
        <ReceiptRow term="Customer" detail={model.customer.name} />
        <ReceiptRow term="Phone" detail={model.customer.phone} />
      </dl>
      <hr className={styles.rule} />
      <dl className={styles.rows}>
        <ReceiptRow term="Payment" detail={model.payment} />
        <ReceiptRow term="Refunded" detail={model.amount} strong />
        <ReceiptRow term="Method" detail={model.method} />
        <ReceiptRow term="Reason" detail={model.reason} />
        {model.refundedBy ? <ReceiptRow term="Refunded by" detail={model.refundedBy} /> : null}
      </dl>
    </ReceiptLayout>
  );
}
