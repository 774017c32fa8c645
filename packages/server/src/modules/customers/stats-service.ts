import {
  CUSTOMER_GROWTH_DAYS,
  type CustomerStats,
  type CustomerStatsRange,
  centsToRupees,
  customerInsights,
  growthPercent,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createCustomerStatsRepository } from './stats-repository';

/**
 * GET /customers/stats. Totals are of all customers now; each growth figure compares the last
 * `timeRange` days (today included, business time zone) with the `timeRange` days before:
 * new customers, new students, net loyalty points given, and revenue (money received net of
 * refunds, dated when it moved: the one definition of issue 21).
 */
export function createCustomerStatsService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  const stats = createCustomerStatsRepository(db);

  return {
    async compute(timeRange: CustomerStatsRange): Promise<CustomerStats> {
      const now = clock();
      const [figures, revenue, loyalty, top, growth] = await Promise.all([
        stats.customerFigures(now, timeRange, timeZone),
        stats.revenue(now, timeRange, timeZone),
        stats.loyaltyChange(now, timeRange, timeZone),
        stats.topLoyalty(),
        stats.dailyNewCustomers(now, CUSTOMER_GROWTH_DAYS, timeZone),
      ]);
      const customersGrowth = growthPercent(figures.newCurrent, figures.newPrevious);
      const revenueGrowth = growthPercent(revenue.current, revenue.previous);
      const averageLoyaltyPoints = Math.round(figures.averageLoyalty);
      return {
        totalCustomers: figures.total,
        studentCustomers: figures.students,
        averageLoyaltyPoints,
        totalRevenue: centsToRupees(revenue.ever),
        customersGrowth,
        studentGrowth: growthPercent(figures.newStudentsCurrent, figures.newStudentsPrevious),
        loyaltyGrowth: growthPercent(loyalty.current, loyalty.previous),
        revenueGrowth,
        vipCustomers: figures.vip,
        goldCustomers: figures.gold,
        silverCustomers: figures.silver,
        bronzeCustomers: figures.bronze,
        topLoyaltyCustomers: top.map((customer) => ({
          _id: customer.id,
          fullName: customer.fullName,
          ...(customer.email ? { email: customer.email } : {}),
          loyaltyPoints: customer.loyaltyPoints,
          totalSpent: centsToRupees(customer.totalSpentCents),
        })),
        customerGrowthData: growth,
        insights: customerInsights({
          timeRange,
          totalCustomers: figures.total,
          newCustomers: figures.newCurrent,
          customersGrowth,
          studentCustomers: figures.students,
          vipCustomers: figures.vip,
          averageLoyaltyPoints,
          customersWithoutOrders: figures.withoutOrders,
          periodRevenue: centsToRupees(revenue.current),
          revenueGrowth,
        }),
      };
    },
  };
}

export type CustomerStatsService = ReturnType<typeof createCustomerStatsService>;
