import { customerMessages, formatCount, formatCurrency, formatDate } from '@laundry/domain';
import { Card, DataTable, EmptyState, Pagination, Spinner, StatCard } from '@laundry/ui';
import { CalendarClock, Coins, ReceiptText, ShoppingBag, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { QueryFailure, QueryLoading } from '../../app/QueryState';
import * as styles from './CustomerDetailPage.css';
import { OrderStatusBadge } from './display';
import { ANALYTICS_FAILED } from './insightsText';
import { useCustomerAnalytics, useCustomerOrders } from './queries';

// Victory loads only when a customer with orders opens the Analytics tab.
const OrderAmountsChart = lazy(() => import('./OrderAmountsChart'));

function NoOrders() {
  return (
    <EmptyState
      icon={<ReceiptText aria-hidden size={28} />}
      title="No orders yet"
      description="Orders this customer places appear here."
    />
  );
}

/** The Orders tab of /customers/{id}: the order history, a page at a time. */
export function CustomerOrdersTab({ customerId }: { customerId: string }) {
  const timeZone = useBusinessTimeZone();
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(customerId, page);
  const pagination = orders.data?.pagination;
  return (
    <Card
      padding="none"
      title="Order History"
      footer={
        pagination && pagination.totalPages > 1 ? (
          <Pagination
            label="Order history pages"
            page={pagination.currentPage}
            totalPages={pagination.totalPages}
            disabled={orders.isFetching}
            onPageChange={setPage}
            summary={`${formatCount(pagination.totalOrders)} orders`}
          />
        ) : undefined
      }
    >
      <DataTable
        caption="Order history"
        rows={orders.data?.orders ?? []}
        getRowId={(order) => order._id}
        loading={orders.isFetching}
        loadingRows={3}
        empty={<NoOrders />}
        error={
          orders.isError ? (
            <div className={styles.slot}>
              <QueryFailure query={orders} fallback={customerMessages.ordersFailed} />
            </div>
          ) : null
        }
        columns={[
          {
            key: 'orderNumber',
            header: 'Order',
            cell: (order) => (
              <div className={styles.orderCell}>
                <Link to={`/orders/${order._id}`} className={styles.link}>
                  {order.orderNumber}
                </Link>
                <span className={styles.mutedText}>{formatDate(order.createdAt, timeZone)}</span>
              </div>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            cell: (order) => <OrderStatusBadge status={order.status} />,
          },
          {
            key: 'totalAmount',
            header: 'Amount',
            align: 'end',
            cell: (order) => (
              <span className={styles.figure}>{formatCurrency(order.totalAmount)}</span>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The Analytics tab of /customers/{id}: the customer's order figures ('No orders yet' before the first). */
export function CustomerAnalyticsTab({ customerId }: { customerId: string }) {
  const timeZone = useBusinessTimeZone();
  const analytics = useCustomerAnalytics(customerId);
  const orders = useCustomerOrders(customerId);
  if (analytics.isPending) {
    return (
      <QueryLoading label="Loading the analytics" className={styles.statGrid}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <StatCard key={key} label="" value="" loading />
        ))}
      </QueryLoading>
    );
  }
  if (analytics.isError) {
    return (
      <QueryFailure
        query={analytics}
        title={ANALYTICS_FAILED}
        fallback={customerMessages.analyticsFailed}
      />
    );
  }
  const overview = analytics.data;
  if (overview.totalOrders === 0) {
    return (
      <Card>
        <NoOrders />
      </Card>
    );
  }
  const recent = (orders.data?.orders ?? []).slice(0, 10).reverse();
  return (
    <div className={styles.analytics}>
      <div className={styles.statGrid}>
        <StatCard
          label="Total Orders"
          value={formatCount(overview.totalOrders)}
          icon={<ShoppingBag />}
          tone="primary"
        />
        <StatCard
          label="Total Spent"
          value={formatCurrency(overview.totalSpent)}
          icon={<Coins />}
          tone="green"
        />
        <StatCard
          label="Average Order Value"
          value={formatCurrency(overview.averageOrderValue)}
          icon={<TrendingUp />}
          tone="blue"
        />
        <StatCard
          label="Last Order"
          value={overview.lastOrderDate ? formatDate(overview.lastOrderDate, timeZone) : '—'}
          icon={<CalendarClock />}
          tone="amber"
        />
      </div>
      {recent.length > 0 ? (
        <Card title="Recent Order Amounts" description="The last orders, oldest first.">
          <Suspense fallback={<Spinner label="Loading chart..." />}>
            <OrderAmountsChart
              data={recent.map((order) => ({ x: order.orderNumber, y: order.totalAmount }))}
            />
          </Suspense>
        </Card>
      ) : null}
    </div>
  );
}

/** /customers/{id} (spec part 1 §2): tabs Overview, Orders and Analytics. */
