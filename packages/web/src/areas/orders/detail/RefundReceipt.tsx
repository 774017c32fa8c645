import { formatLongDateTime } from '@laundry/domain';
import { createPortal } from 'react-dom';
import * as styles from './Receipt.css';
import type { RefundReceiptModel } from './refundReceiptModel';

function Row({ term, detail, strong }: { term: string; detail: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strongRow}` : styles.row}>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </div>
  );
}

/** A refund receipt: who gave back how much of which payment, when and why. */
export function RefundReceipt({ model }: { model: RefundReceiptModel }) {
  return (
    <article className={styles.receipt} aria-label={`Refund receipt ${model.receiptNumber}`}>
      <header className={styles.centre}>
        <p className={styles.businessName}>{model.business.name}</p>
        <p className={styles.small}>{model.business.address}</p>
        <p className={styles.small}>
          {model.business.phone} · {model.business.email}
        </p>
      </header>
      <hr className={styles.rule} />
      <h3 className={styles.heading}>Refund Receipt</h3>
      <dl className={styles.rows}>
        <Row term="Refund No." detail={model.receiptNumber} />
        <Row term="Order" detail={model.orderNumber} />
        <Row term="Date" detail={formatLongDateTime(model.issuedAt, model.business.timeZone)} />
        <Row term="Customer" detail={model.customer.name} />
        <Row term="Phone" detail={model.customer.phone} />
      </dl>
      <hr className={styles.rule} />
      <dl className={styles.rows}>
        <Row term="Payment" detail={model.payment} />
        <Row term="Refunded" detail={model.amount} strong />
        <Row term="Method" detail={model.method} />
        <Row term="Reason" detail={model.reason} />
        {model.refundedBy ? <Row term="Refunded by" detail={model.refundedBy} /> : null}
      </dl>
      <hr className={styles.rule} />
      <footer className={styles.centre}>
        <p className={styles.small}>Please keep this receipt as proof of the refund.</p>
      </footer>
    </article>
  );
}

/** The refund receipt again, outside the app, for paper only (as the order's receipt). */
export function PrintableRefundReceipt({ model }: { model: RefundReceiptModel }) {
  return createPortal(
    <div className={styles.printRoot} data-testid="print-receipt" aria-hidden="true">
      <style>{'@page { size: auto; margin: 4mm; }'}</style>
      <RefundReceipt model={model} />
    </div>,
    document.body,
  );
}
