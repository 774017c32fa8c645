import { hasPermission, type OrderSummary, orderList } from '@laundry/domain';
import { Button, Heading, Spinner, Tabs, Text } from '@laundry/ui';
import { CirclePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useListUrlState, usePageParam } from '../../app/lists/useListUrlState';
import { useSession } from '../../app/session';
import { DeleteOrderDialog } from './DeleteOrderDialog';
import { OrderList } from './OrderList';
import { OrderHeaderCards, OrderListStatCards } from './OrderListStatCards';
import * as styles from './orders.css';
import { useOrderList } from './queries';

const orderTabs = ['orders', 'analytics'] as const;

// The analytics (and its victory chart) load only when the Analytics tab is opened.
const OrderAnalyticsTab = lazy(() => import('./OrderAnalyticsTab'));

function useOrderPermissions() {
  const { user } = useSession();
  return {
    canCreate: hasPermission(user, 'orders', 'create'),
    canUpdate: hasPermission(user, 'orders', 'update'),
    canDelete: hasPermission(user, 'orders', 'delete'),
  };
}

/** /orders (spec part 2 §2.1 'Order management'). */
export function OrdersPage() {
  const { query, change } = useListUrlState(orderList);
  const [tab, setTab] = usePageParam('tab', orderTabs, 'orders');
  const list = useOrderList(query);
  const permissions = useOrderPermissions();
  const [selected, setSelected] = useState<Map<string, OrderSummary>>(new Map());
  const [deleteFor, setDeleteFor] = useState<OrderSummary | null>(null);
  const stats = list.data?.stats;

  return (
    <div className={styles.page}>
      <title>Orders</title>
      <header className={styles.pageHeader}>
        <div className={styles.pageTitle}>
          <Heading level={1}>Orders</Heading>
          <Text tone="muted">Every order, its progress and what is still due.</Text>
        </div>
        {permissions.canCreate ? (
          <Button asChild iconStart={<CirclePlus />}>
            <Link to="/orders/new">Create Order</Link>
          </Button>
        ) : null}
      </header>

      <OrderHeaderCards stats={stats} loading={list.isPending} />

      <Tabs.Root
        value={tab}
        onValueChange={(next) => setTab(next === 'analytics' ? 'analytics' : 'orders')}
      >
        <Tabs.List aria-label="Order management">
          <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orders">
          <div className={styles.tabBody}>
            <OrderListStatCards
              stats={stats}
              loading={list.isPending}
              status={query.status}
              onStatusChange={(status) => change({ status })}
            />
            <OrderList
              query={query}
              onChange={change}
              list={list}
              permissions={permissions}
              onDelete={setDeleteFor}
              selected={selected}
              onSelectedChange={setSelected}
            />
          </div>
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <Suspense fallback={<Spinner label="Loading analytics..." />}>
            <OrderAnalyticsTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>

      <DeleteOrderDialog
        order={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
        onDeleted={(order) => {
          const next = new Map(selected);
          next.delete(order._id);
          setSelected(next);
        }}
      />
    </div>
  );
}
