import { formatCount } from '../format';
import { LOYALTY_TIER_MIN_POINTS } from '../loyalty';
import { formatCurrency } from '../money';

/** The figures GET /customers/stats computed, from which its `insights` texts are written. */
export interface CustomerInsightFigures {
  /** The stats' time range in days. */
  timeRange: number;
  totalCustomers: number;
  /** Customers who joined in the last `timeRange` days. */
  newCustomers: number;
  /** Percent change of new customers against the `timeRange` days before. */
  customersGrowth: number;
  studentCustomers: number;
  vipCustomers: number;
  averageLoyaltyPoints: number;
  /** Customers who have not placed an order yet. */
  customersWithoutOrders: number;
  /** Rupees of the orders of the last `timeRange` days. */
  periodRevenue: number;
  revenueGrowth: number;
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

function signed(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/**
 * The stats page's insight lines, written from figures the server computed in SQL. Nothing to say
 * about no customers at all: an empty list.
 */
export function customerInsights(figures: CustomerInsightFigures): string[] {
  const days = figures.timeRange;
  if (figures.totalCustomers === 0) return [];
  const insights = [
    `${plural(figures.newCustomers, 'new customer', 'new customers')} in the last ${days} days (${signed(figures.customersGrowth)} vs the previous ${days} days).`,
    `Students make up ${Math.round((figures.studentCustomers / figures.totalCustomers) * 100)}% of customers (${formatCount(figures.studentCustomers)} of ${formatCount(figures.totalCustomers)}).`,
    `The average loyalty balance is ${formatCount(figures.averageLoyaltyPoints)} points.`,
  ];
  if (figures.vipCustomers > 0) {
    insights.push(
      `${plural(figures.vipCustomers, 'VIP customer holds', 'VIP customers hold')} ${formatCount(LOYALTY_TIER_MIN_POINTS.vip)} or more loyalty points.`,
    );
  }
  insights.push(
    figures.periodRevenue > 0
      ? `Orders of the last ${days} days are worth ${formatCurrency(figures.periodRevenue)} (${signed(figures.revenueGrowth)} vs the previous ${days} days).`
      : `No orders in the last ${days} days yet.`,
  );
  if (figures.customersWithoutOrders > 0) {
    insights.push(
      `${plural(figures.customersWithoutOrders, 'customer has', 'customers have')} not placed an order yet.`,
    );
  }
  return insights;
}
