import {
  formatCurrency,
  formatDate,
  type OrderSummary,
  orderMessages,
  orderStatusLabel,
  orderStatusTone,
} from '@laundry/domain';
import { Badge, Button, Card, EmptyState, Skeleton } from '@laundry/ui';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { QueryState } from '../../app/QueryState';
import { useRecentOrders } from '../orders';
import * as styles from './DashboardPage.css';

/** The 3 most recent orders, newest first, each opening its detail page. */
export function DashboardRecentOrders() {
  const recent = useRecentOrders();

  return (
    <Card
      title="Recent Orders"
      headingLevel={2}
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to="/orders">View all</Link>
        </Button>
      }
    >
      <QueryState
        query={recent}
        loading={{
          label: 'Loading recent orders',
          className: styles.rows,
          skeleton: [0, 1, 2].map((row) => <Skeleton key={row} height={56} />),
        }}
        failure={{ fallback: orderMessages.loadFailed }}
      >
        {(orders) => <RecentOrderRows orders={orders} />}
      </QueryState>
    </Card>
  );
}

function RecentOrderRows({ orders }: { orders: readonly OrderSummary[] }) {
  const timeZone = useBusinessTimeZone();
  return orders.length === 0 ? (
    <EmptyState
      icon={<ReceiptText aria-hidden size={28} />}
      title="No orders yet"
      description="The latest orders appear here as soon as they are taken."
    />
  ) : (
    <ul className={styles.orderList}>
      {orders.map((order) => (
        <li key={order._id}>
          <Link to={`/orders/${order._id}`} className={styles.orderRow}>
            <span className={styles.tileText}>
              <span className={styles.tileLabel}>{order.orderNumber}</span>
              <span className={styles.tileDescription}>
                {order.customerInfo.name || order.customer.fullName} ·{' '}
                {formatDate(order.createdAt, timeZone)}
              </span>
            </span>
            <span className={styles.orderRowEnd}>
              <span className={styles.orderAmount}>{formatCurrency(order.totalAmount)}</span>
              <Badge tone={orderStatusTone(order.status)} size="sm">
                {orderStatusLabel(order.status)}
              </Badge>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
