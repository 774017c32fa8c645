import {
  formatCurrency,
  formatDayTime,
  type Order,
  orderBalanceDue,
  PAYMENT_STATUS_LABELS,
  paymentStatusSchema,
} from '@laundry/domain';
import { Card, DescriptionList } from '@laundry/ui';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { CustomerInfoCard } from './CustomerInfoCard';
import { priceBreakdown } from './display';
import { ItemsTable } from './ItemsTable';
import * as styles from './OrderDetailPage.css';
import { PriceBreakdown } from './PriceBreakdown';

function addressText(address: Order['pickupAddress']): string {
  if (!address) return '';
  const line = [address.street, address.city].filter(Boolean).join(', ');
  return address.notes ? `${line} (${address.notes})` : line;
}

/** The Order Details tab (spec part 2 §2.6): customer, payment summary, items, pickup/delivery. */
export function DetailsTab({ order }: { order: Order }) {
  const timeZone = useBusinessTimeZone();
  const paymentStatus = paymentStatusSchema.safeParse(order.paymentStatus);
  const due = orderBalanceDue(order);
  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <CustomerInfoCard order={order} />
        <Card title="Items" padding="none">
          <ItemsTable items={order.items} caption={`Items of order ${order.orderNumber}`} />
        </Card>
        {order.specialInstructions ? (
          <Card title="Special Instructions">
            <p className={styles.preWrap}>{order.specialInstructions}</p>
          </Card>
        ) : null}
      </div>
      <div className={styles.stack}>
        <Card title="Payment Summary">
          <div className={styles.stack}>
            <PriceBreakdown lines={priceBreakdown(order)} />
            <DescriptionList
              layout="inline"
              items={[
                { term: 'Paid', detail: formatCurrency(order.paidAmount) },
                {
                  term: 'Balance',
                  detail: (
                    <span className={due > 0 ? styles.balanceDue : styles.fullyPaid}>
                      {formatCurrency(due)}
                    </span>
                  ),
                },
                ...(order.refundDueAmount > 0
                  ? [
                      {
                        term: 'Refund Due',
                        detail: (
                          <span className={styles.balanceDue}>
                            {formatCurrency(order.refundDueAmount)}
                          </span>
                        ),
                      },
                    ]
                  : []),
                {
                  term: 'Payment Status',
                  detail: paymentStatus.success
                    ? PAYMENT_STATUS_LABELS[paymentStatus.data]
                    : order.paymentStatus,
                },
              ]}
            />
          </div>
        </Card>
        <Card title="Pickup & Delivery">
          <DescriptionList
            items={[
              {
                term: 'Pickup',
                detail: order.pickupRequired
                  ? `${addressText(order.pickupAddress)} · ${order.pickupCharges === 0 ? 'FREE' : formatCurrency(order.pickupCharges)}`
                  : 'Self drop-off',
              },
              {
                term: 'Pickup Date',
                detail: order.pickupDate ? formatDayTime(order.pickupDate, timeZone) : null,
              },
              {
                term: 'Delivery',
                detail: order.deliveryRequired
                  ? `${addressText(order.deliveryAddress)} · ${order.deliveryDistance} km · ${order.deliveryCharges === 0 ? 'FREE' : formatCurrency(order.deliveryCharges)}`
                  : 'Self-collect',
              },
              {
                term: 'Delivery Date',
                detail: order.deliveryDate ? formatDayTime(order.deliveryDate, timeZone) : null,
              },
              {
                term: order.isExpressService ? 'Ready By (express)' : 'Ready By',
                detail: order.expectedReadyDate
                  ? formatDayTime(order.expectedReadyDate, timeZone)
                  : null,
              },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
