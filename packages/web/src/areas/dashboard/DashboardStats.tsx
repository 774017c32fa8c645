import { formatCount, formatCurrency, orderMessages, ZERO_DASHBOARD_STATS } from '@laundry/domain';
import { StatCard, useToast } from '@laundry/ui';
import { CircleDollarSign, Clock, ReceiptText, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useDashboardStats } from '../orders';
import * as styles from './DashboardPage.css';

/** Two figures of money side by side: both always with two decimals. */
const money = (amount: number) => formatCurrency(amount, { decimals: 2 });

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
        value={formatCount(stats.todayOrders)}
        hint={`${formatCount(stats.monthOrders)} this month`}
        icon={<ReceiptText />}
        tone="primary"
        loading={loading}
      />
      <StatCard
        label="Today's Revenue"
        value={money(stats.todayRevenue)}
        hint={`${money(stats.monthRevenue)} this month`}
        icon={<CircleDollarSign />}
        tone="green"
        loading={loading}
      />
      <StatCard
        label="Total Customers"
        value={formatCount(stats.totalCustomers)}
        hint="Registered customers"
        icon={<Users />}
        tone="blue"
        loading={loading}
      />
      <StatCard
        label="Pending Orders"
        value={formatCount(stats.pendingOrders)}
        hint="Waiting for pickup or processing"
        icon={<Clock />}
        tone="amber"
        loading={loading}
      />
    </section>
  );
}
