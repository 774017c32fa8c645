import { formatCurrency, formatLongDateTime } from '@laundry/domain';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { QrCode } from '../print/QrCode';
import { breakdownAmount } from './display';
import * as styles from './Receipt.css';
import { ReceiptLayout, ReceiptRow } from './ReceiptLayout';
import { loyaltyRows, RECEIPT_FOOTER, type ReceiptModel, readyByLabel } from './receiptModel';

/**
 * The receipt of spec part 2 §2.3, every element in order; the same in the modal and on paper.
 * With `trackingUrl`, a QR code of the order's public tracking link above the footer (issue 25).
 */
export function Receipt({ model, trackingUrl }: { model: ReceiptModel; trackingUrl?: string }) {
  const timeZone = useBusinessTimeZone();
  return (
    <ReceiptLayout
      label={`Receipt ${model.orderNumber}`}
      business={model.business}
      footer={[RECEIPT_FOOTER, 'Please keep this receipt to collect your laundry.']}
    >
      <dl className={styles.rows}>
        <ReceiptRow term="Order" detail={model.orderNumber} />
        <ReceiptRow term="Date" detail={formatLongDateTime(model.issuedAt, timeZone)} />
        {model.cashier ? <ReceiptRow term="Cashier" detail={model.cashier} /> : null}
        <ReceiptRow term="Status" detail={model.status} />
      </dl>
      {model.isExpressService ? <p className={styles.express}>⚡ EXPRESS SERVICE (1 day)</p> : null}
      {model.readyBy ? (
        <dl className={styles.rows}>
          <ReceiptRow term={readyByLabel(model)} detail={model.readyBy} strong />
        </dl>
      ) : null}
      <dl className={styles.rows}>
        <ReceiptRow term="Customer" detail={model.customer.name} />
        <ReceiptRow term="Phone" detail={model.customer.phone} />
        {model.customer.email ? <ReceiptRow term="Email" detail={model.customer.email} /> : null}
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
          <ReceiptRow
            key={line.key}
            term={line.label}
            detail={breakdownAmount(line)}
            strong={line.strong ?? false}
          />
        ))}
        <ReceiptRow term="Paid" detail={formatCurrency(model.paid)} />
        <ReceiptRow term="Balance" detail={formatCurrency(model.balance)} strong />
        {model.refundDue > 0 ? (
          <ReceiptRow term="Refund Due" detail={formatCurrency(model.refundDue)} strong />
        ) : null}
      </dl>
      {model.payments.length > 0 ? (
        <section>
          <h3 className={styles.heading}>Payment History</h3>
          <dl className={styles.rows}>
            {model.payments.map((payment) => (
              <ReceiptRow key={payment.key} term={payment.text} detail={payment.amount} />
            ))}
            {model.refunds.map((refund) => (
              <ReceiptRow key={refund.key} term={refund.text} detail={refund.amount} />
            ))}
          </dl>
        </section>
      ) : null}
      {model.pickupDate || model.deliveryDate ? (
        <dl className={styles.rows}>
          {model.pickupDate ? <ReceiptRow term="Pickup Date" detail={model.pickupDate} /> : null}
          {model.deliveryDate ? (
            <ReceiptRow term="Delivery Date" detail={model.deliveryDate} />
          ) : null}
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
            <ReceiptRow key={line.term} term={line.term} detail={line.detail} />
          ))}
        </dl>
      </section>
      {trackingUrl ? (
        <section className={styles.centre} aria-label="Track your order">
          <QrCode value={trackingUrl} size="28mm" label="QR code: track your order online" />
          <p className={styles.small}>Scan to track your order</p>
        </section>
      ) : null}
    </ReceiptLayout>
  );
}
