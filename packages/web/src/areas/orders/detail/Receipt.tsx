import { formatCurrency, formatLongDateTime } from '@laundry/domain';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { PrintOnly } from '../print/PrintOnly';
import { QrCode } from '../print/QrCode';
import { breakdownAmount } from './display';
import * as styles from './Receipt.css';
import { loyaltyRows, RECEIPT_FOOTER, type ReceiptModel } from './receiptModel';

function Row({ term, detail, strong }: { term: string; detail: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strongRow}` : styles.row}>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </div>
  );
}

/**
 * The receipt of spec part 2 §2.3, every element in order; the same in the modal and on paper.
 * With `trackingUrl`, a QR code of the order's public tracking link above the footer (issue 25).
 */
export function Receipt({ model, trackingUrl }: { model: ReceiptModel; trackingUrl?: string }) {
  const timeZone = useBusinessTimeZone();
  return (
    <article className={styles.receipt} aria-label={`Receipt ${model.receiptNumber}`}>
      <header className={styles.centre}>
        <p className={styles.businessName}>{model.business.name}</p>
        <p className={styles.small}>{model.business.address}</p>
        <p className={styles.small}>
          {model.business.phone} · {model.business.email}
        </p>
      </header>
      <hr className={styles.rule} />
      <dl className={styles.rows}>
        <Row term="Receipt No." detail={model.receiptNumber} />
        <Row term="Order" detail={model.orderNumber} />
        <Row term="Date" detail={formatLongDateTime(model.issuedAt, timeZone)} />
        <Row term="Status" detail={model.status} />
      </dl>
      {model.isExpressService ? <p className={styles.express}>⚡ EXPRESS SERVICE (1 day)</p> : null}
      <dl className={styles.rows}>
        <Row term="Customer" detail={model.customer.name} />
        <Row term="Phone" detail={model.customer.phone} />
        {model.customer.email ? <Row term="Email" detail={model.customer.email} /> : null}
      </dl>
      <hr className={styles.rule} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Qty/Wt</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {model.items.map((item) => (
            <tr key={item.key}>
              <td>{item.service}</td>
              <td>{item.amount}</td>
              <td>{item.price}</td>
              <td>{item.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr className={styles.rule} />
      <dl className={styles.rows}>
        {model.totals.map((line) => (
          <Row
            key={line.key}
            term={line.label}
            detail={breakdownAmount(line)}
            strong={line.strong ?? false}
          />
        ))}
        <Row term="Paid" detail={formatCurrency(model.paid)} />
        <Row term="Balance" detail={formatCurrency(model.balance)} strong />
        {model.refundDue > 0 ? (
          <Row term="Refund Due" detail={formatCurrency(model.refundDue)} strong />
        ) : null}
      </dl>
      {model.payments.length > 0 ? (
        <section>
          <h3 className={styles.heading}>Payment History</h3>
          <dl className={styles.rows}>
            {model.payments.map((payment) => (
              <Row key={payment.key} term={payment.text} detail={payment.amount} />
            ))}
            {model.refunds.map((refund) => (
              <Row key={refund.key} term={refund.text} detail={refund.amount} />
            ))}
          </dl>
        </section>
      ) : null}
      {model.pickupDate || model.deliveryDate ? (
        <dl className={styles.rows}>
          {model.pickupDate ? <Row term="Pickup Date" detail={model.pickupDate} /> : null}
          {model.deliveryDate ? <Row term="Delivery Date" detail={model.deliveryDate} /> : null}
        </dl>
      ) : null}
      {model.specialInstructions ? (
        <section>
          <h3 className={styles.heading}>Special Instructions</h3>
          <p className={styles.small}>{model.specialInstructions}</p>
        </section>
      ) : null}
      <section aria-label="Loyalty points">
        <h3 className={styles.heading}>Loyalty Points</h3>
        <dl className={styles.rows}>
          {loyaltyRows(model.loyalty).map((line) => (
            <Row key={line.term} term={line.term} detail={line.detail} />
          ))}
        </dl>
      </section>
      {trackingUrl ? (
        <section className={styles.centre} aria-label="Track your order">
          <QrCode value={trackingUrl} size="28mm" label="QR code: track your order online" />
          <p className={styles.small}>Scan to track your order</p>
        </section>
      ) : null}
      <hr className={styles.rule} />
      <footer className={styles.centre}>
        <p className={styles.small}>{RECEIPT_FOOTER}</p>
        <p className={styles.small}>Please keep this receipt to collect your laundry.</p>
      </footer>
    </article>
  );
}

/**
 * The receipt again, outside the app, for paper only: printing shows just this. `@page` lets the
 * printer's paper decide the size (80 mm roll or A4) with a small margin.
 */
export function PrintableReceipt({
  model,
  trackingUrl,
}: {
  model: ReceiptModel;
  trackingUrl?: string;
}) {
  return (
    <PrintOnly page="size: auto; margin: 4mm;" testId="print-receipt">
      <Receipt model={model} {...(trackingUrl ? { trackingUrl } : {})} />
    </PrintOnly>
  );
}
