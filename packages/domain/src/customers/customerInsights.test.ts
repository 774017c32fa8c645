import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../money';
import { type CustomerInsightFigures, customerInsights } from './customerInsights';

const figures: CustomerInsightFigures = {
  timeRange: 30,
  totalCustomers: 40,
  newCustomers: 6,
  customersGrowth: 50,
  studentCustomers: 18,
  vipCustomers: 2,
  averageLoyaltyPoints: 245,
  customersWithoutOrders: 3,
  periodRevenue: 12500,
  revenueGrowth: -12.5,
};

describe('customerInsights', () => {
  it('writes one line per figure worth telling', () => {
    expect(customerInsights(figures)).toEqual([
      '6 new customers in the last 30 days (+50% vs the previous 30 days).',
      'Students make up 45% of customers (18 of 40).',
      'The average loyalty balance is 245 points.',
      '2 VIP customers hold 1,000 or more loyalty points.',
      `Orders of the last 30 days are worth ${formatCurrency(12_500)} (-12.5% vs the previous 30 days).`,
      '3 customers have not placed an order yet.',
    ]);
  });

  it('uses the singular and leaves out what is nothing', () => {
    expect(
      customerInsights({
        ...figures,
        timeRange: 7,
        newCustomers: 1,
        customersGrowth: 0,
        vipCustomers: 0,
        periodRevenue: 0,
        customersWithoutOrders: 1,
      }),
    ).toEqual([
      '1 new customer in the last 7 days (0% vs the previous 7 days).',
      'Students make up 45% of customers (18 of 40).',
      'The average loyalty balance is 245 points.',
      'No orders in the last 7 days yet.',
      '1 customer has not placed an order yet.',
    ]);
  });

  it('says nothing without customers', () => {
    expect(customerInsights({ ...figures, totalCustomers: 0 })).toEqual([]);
  });
});
