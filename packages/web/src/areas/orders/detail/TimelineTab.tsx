import { formatLongDateTime, hasPermission, type Order } from '@laundry/domain';
import { Card, DescriptionList } from '@laundry/ui';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { useSession } from '../../../app/session';
import * as styles from './OrderDetailPage.css';
import { PaymentHistory } from './PaymentHistory';
import { StatusHistory } from './StatusHistory';

/** The Timeline tab (spec part 2 §2.6): created, last updated, delivered, status and payment history. */
export function TimelineTab({ order }: { order: Order }) {
  const { user } = useSession();
  const timeZone = useBusinessTimeZone();
  const creator = order.createdBy?.fullName || order.createdBy?.username;
  const events = [
    {
      id: 'created',
      term: 'Order Created',
      detail: `${formatLongDateTime(order.createdAt, timeZone)}${creator ? ` by ${creator}` : ''}`,
    },
  ];
  if (order.updatedAt !== order.createdAt)
    events.push({
      id: 'updated',
      term: 'Last Updated',
      detail: formatLongDateTime(order.updatedAt, timeZone),
    });
  if (order.actualDeliveryDate)
    events.push({
      id: 'delivered',
      term: 'Order Delivered',
      detail: formatLongDateTime(order.actualDeliveryDate, timeZone),
    });
  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <Card title="Timeline">
          <DescriptionList items={events} />
        </Card>
        <Card title="Payment History">
          <PaymentHistory order={order} canRefund={hasPermission(user, 'payments', 'refund')} />
        </Card>
      </div>
      <Card title="Status History">
        <StatusHistory orderId={order._id} />
      </Card>
    </div>
  );
}
