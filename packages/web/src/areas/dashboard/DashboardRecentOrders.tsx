import {
  formatCurrency,
  formatDate,
  orderMessages,
  orderStatusLabel,
  orderStatusTone,
} from '@laundry/domain';
import { Badge, Button, Card, EmptyState, QueryErrorAlert, Skeleton } from '@laundry/ui';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { errorMessage } from '../../app/errors';
import { useRecentOrders } from '../orders/queries';
import * as styles from './DashboardPage.css';

/** The 3 most recent orders, newest first, each opening its detail page. */
export function DashboardRecentOrders() {
  const timeZone = useBusinessTimeZone();
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
      {recent.isError ? (
        <QueryErrorAlert
          message={errorMessage(recent.error, orderMessages.loadFailed)}
          onRetry={() => void recent.refetch()}
          retrying={recent.isRefetching}
        />
      ) : recent.isPending ? (
        <div
          className={styles.rows}
          role="status"
          aria-busy="true"
          aria-label="Loading recent orders"
        >
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} />
          ))}
        </div>
      ) : recent.data.length === 0 ? (
        <EmptyState
          icon={<ReceiptText aria-hidden size={28} />}
          title="No orders yet"
          description="The latest orders appear here as soon as they are taken."
        />
      ) : (
        <ul className={styles.orderList}>
          {recent.data.map((order) => (
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
      )}
    </Card>
  );
}
