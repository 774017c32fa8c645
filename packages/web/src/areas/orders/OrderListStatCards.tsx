import {
  formatCount,
  formatCurrency,
  type OrderListQuery,
  type OrderListStats,
} from '@laundry/domain';
import { StatCard } from '@laundry/ui';
import {
  CircleDollarSign,
  Clock,
  Loader,
  PackageCheck,
  ReceiptText,
  TrendingUp,
} from 'lucide-react';
import * as styles from './orders.css';

const count = formatCount;

/** The header's four cards (spec part 2 §2.1): Pending, In Progress, Ready, Today's Revenue. */
export function OrderHeaderCards({ stats, loading }: { stats?: OrderListStats; loading: boolean }) {
  return (
    <section className={styles.stats} aria-label="Order status overview">
      <StatCard
        label="Pending Orders"
        value={count(stats?.pendingOrders)}
        hint="Waiting for pickup or processing"
        icon={<Clock />}
        tone="amber"
        loading={loading}
      />
      <StatCard
        label="In Progress"
        value={count(stats?.processingOrders)}
        hint="Being washed, dried or ironed"
        icon={<Loader />}
        tone="blue"
        loading={loading}
      />
      <StatCard
        label="Ready"
        value={count(stats?.readyOrders)}
        hint="Services complete"
        icon={<PackageCheck />}
        tone="purple"
        loading={loading}
      />
      <StatCard
        label="Today's Revenue"
        value={formatCurrency(stats?.todayRevenue)}
        hint={`${count(stats?.todayOrders)} ${stats?.todayOrders === 1 ? 'order' : 'orders'} today`}
        icon={<CircleDollarSign />}
        tone="green"
        loading={loading}
      />
    </section>
  );
}

/**
 * The Orders tab's cards: Total Orders (clears the status filter), Pending Orders (filters
 * pending), Total Revenue and Avg. Order Value.
 */
export function OrderListStatCards({
  stats,
  loading,
  status,
  onStatusChange,
}: {
  stats?: OrderListStats;
  loading: boolean;
  status: OrderListQuery['status'];
  onStatusChange: (status: OrderListQuery['status']) => void;
}) {
  return (
    <section className={styles.stats} aria-label="Order statistics">
      <StatCard
        label="Total Orders"
        value={count(stats?.totalOrders)}
        hint="Show all statuses"
        icon={<ReceiptText />}
        tone="primary"
        loading={loading}
        active={status === undefined}
        onClick={() => onStatusChange(undefined)}
      />
      <StatCard
        label="Pending Orders"
        value={count(stats?.pendingOrders)}
        hint="Show pending only"
        icon={<Clock />}
        tone="amber"
        loading={loading}
        active={status === 'pending'}
        onClick={() => onStatusChange('pending')}
      />
      <StatCard
        label="Total Revenue"
        value={formatCurrency(stats?.totalRevenue)}
        hint="Payments received"
        icon={<CircleDollarSign />}
        tone="green"
        loading={loading}
      />
      <StatCard
        label="Avg. Order Value"
        value={formatCurrency(stats?.averageOrderValue)}
        hint="Orders not cancelled"
        icon={<TrendingUp />}
        tone="purple"
        loading={loading}
      />
    </section>
  );
}
