import { formatCurrency, orderMessages, ZERO_DASHBOARD_STATS } from '@laundry/domain';
import { StatCard, useToast } from '@laundry/ui';
import { CircleDollarSign, Clock, ReceiptText, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useDashboardStats } from '../orders/queries';
import * as styles from './DashboardPage.css';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The four cards (spec part 1 'Dashboard'), figures of the business time zone's today and month.
 * On failure the spec's toast, and zeroes rather than a broken page. The prototype's fixed trend
 * figures (+12%, …) are left out: they would state growth nobody measured.
 */
export function DashboardStats() {
  const query = useDashboardStats();
  const { toast } = useToast();
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast({ title: orderMessages.dashboardFailed, tone: 'error' });
  }, [failed, toast]);
  const stats = query.data ?? ZERO_DASHBOARD_STATS;
  const loading = query.isPending;

  return (
    <section className={styles.stats} aria-label="Today and this month">
      <StatCard
        label="Today's Orders"
        value={count(stats.todayOrders)}
        hint={`${count(stats.monthOrders)} this month`}
        icon={<ReceiptText />}
        tone="primary"
        loading={loading}
      />
      <StatCard
        label="Today's Revenue"
        value={formatCurrency(stats.todayRevenue)}
        hint={`${formatCurrency(stats.monthRevenue)} this month`}
        icon={<CircleDollarSign />}
        tone="green"
        loading={loading}
      />
      <StatCard
        label="Total Customers"
        value={count(stats.totalCustomers)}
        hint="Registered customers"
        icon={<Users />}
        tone="blue"
        loading={loading}
      />
      <StatCard
        label="Pending Orders"
        value={count(stats.pendingOrders)}
        hint="Waiting for pickup or processing"
        icon={<Clock />}
        tone="amber"
        loading={loading}
      />
    </section>
  );
}
