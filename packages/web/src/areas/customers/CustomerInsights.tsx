import {
  CUSTOMER_GROWTH_DAYS,
  type CustomerStatsRange,
  customerStatsRanges,
  formatCount,
  formatCurrency,
  formatShortDay,
  formatSignedPercent,
  type LoyaltyTier,
  loyaltyTierLabel,
  TOP_LOYALTY_CUSTOMERS_COUNT,
} from '@laundry/domain';
import { Card, EmptyState, SegmentedControl, StatCard } from '@laundry/ui';
import { BarChart, type ChartColor, PieChart } from '@laundry/ui/charts';
import { Award, Coins, GraduationCap, Lightbulb, Trophy, Users } from 'lucide-react';
import { QueryFailure } from '../../app/QueryState';
import * as styles from './CustomerInsights.css';
import { CustomerAvatar, TierBadge } from './display';
import { ANALYTICS_FAILED } from './insightsText';
import { useCustomerStats } from './queries';

const rangeLabels: Record<CustomerStatsRange, string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};
const rangeOptions = customerStatsRanges.map((days) => ({
  value: String(days) as `${CustomerStatsRange}`,
  label: rangeLabels[days],
}));

const tierColors: Record<LoyaltyTier, ChartColor> = {
  bronze: 'teal',
  silver: 'grey',
  gold: 'amber',
  vip: 'purple',
};

const count = formatCount;

/** The Analytics & Insights tab of /customers: the customer stats over a time range. */
export default function CustomerInsights({
  range,
  onRangeChange,
}: {
  range: CustomerStatsRange;
  onRangeChange: (range: CustomerStatsRange) => void;
}) {
  const stats = useCustomerStats(range);
  const data = stats.data;
  const loading = stats.isPending;
  const versus = `vs previous ${rangeLabels[range]}`;

  const tiers = data
    ? (['bronze', 'silver', 'gold', 'vip'] as const).map((tier) => ({
        x: loyaltyTierLabel(tier),
        y: data[`${tier}Customers`],
        color: tierColors[tier],
      }))
    : [];
  const growthData = data?.customerGrowthData ?? [];
  const hasGrowth = growthData.some((day) => day.newCustomers > 0);
  const top = (data?.topLoyaltyCustomers ?? []).slice(0, TOP_LOYALTY_CUSTOMERS_COUNT);

  return (
    <div className={styles.insights}>
      <div className={styles.toolbar}>
        <p className={styles.toolbarText}>
          Figures for the last {rangeLabels[range]}, compared with the {rangeLabels[range]} before.
        </p>
        <SegmentedControl
          label="Time range"
          size="sm"
          options={rangeOptions}
          value={String(range) as `${CustomerStatsRange}`}
          onValueChange={(value) => onRangeChange(Number(value) as CustomerStatsRange)}
        />
      </div>

      {stats.isError ? (
        <QueryFailure
          query={stats}
          title={ANALYTICS_FAILED}
          fallback="Failed to fetch customer statistics"
        />
      ) : null}

      <div className={styles.statGrid} aria-busy={stats.isFetching || undefined}>
        <StatCard
          label="Total Customers"
          value={data ? count(data.totalCustomers) : '—'}
          trend={data ? formatSignedPercent(data.customersGrowth) : undefined}
          hint={data ? versus : undefined}
          icon={<Users />}
          tone="primary"
          loading={loading}
        />
        <StatCard
          label="Student Customers"
          value={data ? count(data.studentCustomers) : '—'}
          trend={data ? formatSignedPercent(data.studentGrowth) : undefined}
          hint={data ? versus : undefined}
          icon={<GraduationCap />}
          tone="blue"
          loading={loading}
        />
        <StatCard
          label="Avg. Loyalty Points"
          value={data ? count(Math.round(data.averageLoyaltyPoints)) : '—'}
          trend={data ? formatSignedPercent(data.loyaltyGrowth) : undefined}
          hint={data ? versus : undefined}
          icon={<Award />}
          tone="purple"
          loading={loading}
        />
        {/* Revenue: money received net of refunds (decision 018), as on every other screen. */}
        <StatCard
          label="Total Revenue"
          value={data ? formatCurrency(data.totalRevenue) : '—'}
          trend={data ? formatSignedPercent(data.revenueGrowth) : undefined}
          hint={data ? versus : undefined}
          icon={<Coins />}
          tone="green"
          loading={loading}
        />
      </div>

      <div className={styles.pair}>
        <Card title="Loyalty Tiers" description="Customers in each tier today.">
          <PieChart
            label="Customers per loyalty tier"
            data={tiers}
            height={220}
            centerValue={data ? count(data.totalCustomers) : undefined}
            centerLabel="customers"
            formatValue={count}
            emptyMessage="No loyalty data available"
          />
        </Card>
        <Card
          title="New Customers"
          description={`Customers added on each of the last ${CUSTOMER_GROWTH_DAYS} days.`}
        >
          <BarChart
            label={`New customers per day, last ${CUSTOMER_GROWTH_DAYS} days`}
            data={
              hasGrowth
                ? growthData.map((day) => ({ x: formatShortDay(day.date), y: day.newCustomers }))
                : []
            }
            height={240}
            formatValue={count}
            formatAxis={(value) => (Number.isInteger(value) ? count(value) : '')}
            emptyMessage="No growth data available"
          />
        </Card>
      </div>

      <div className={styles.pair}>
        <Card title="Top Loyalty Customers" description="The most loyalty points.">
          {top.length === 0 ? (
            <EmptyState icon={<Trophy aria-hidden size={24} />} title="No loyalty data available" />
          ) : (
            <ol className={styles.ranking}>
              {top.map((customer, index) => (
                <li key={customer._id ?? `${customer.fullName}-${index}`} className={styles.rank}>
                  <span className={styles.rankNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.rankAvatar}>
                    <CustomerAvatar name={customer.fullName} size="sm" />
                  </span>
                  <span className={styles.rankText}>
                    <span className={styles.rankName}>{customer.fullName}</span>
                    <span className={styles.rankMeta}>
                      {customer.email ? `${customer.email} · ` : ''}
                      {formatCurrency(customer.totalSpent)} spent
                    </span>
                  </span>
                  <span className={styles.rankPoints}>
                    {count(customer.loyaltyPoints)} pts
                    <TierBadge points={customer.loyaltyPoints} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        {data && data.insights.length > 0 ? (
          <Card title="Insights">
            <ul className={styles.insightList}>
              {data.insights.map((insight) => (
                <li key={insight} className={styles.insight}>
                  <Lightbulb aria-hidden size={18} className={styles.insightIcon} />
                  <span>{insight}</span>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
