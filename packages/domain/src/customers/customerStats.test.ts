import { describe, expect, it } from 'vitest';
import {
  customerAnalyticsSchema,
  customerStatsQuerySchema,
  customerStatsSchema,
} from './customerStats';

describe('customerStatsQuerySchema', () => {
  it('defaults to 30 days and takes 7, 30, 90 and 365', () => {
    expect(customerStatsQuerySchema.parse({})).toEqual({ timeRange: 30 });
    for (const days of ['7', '30', '90', '365']) {
      expect(customerStatsQuerySchema.parse({ timeRange: days }).timeRange).toBe(Number(days));
    }
  });

  it('refuses other ranges', () => {
    for (const timeRange of ['14', 'month', '-7']) {
      expect(customerStatsQuerySchema.safeParse({ timeRange }).error?.issues[0]?.message).toBe(
        'timeRange must be 7, 30, 90 or 365',
      );
    }
  });
});

describe('customerStatsSchema', () => {
  it("reads the spec's stats", () => {
    const stats = {
      totalCustomers: 40,
      studentCustomers: 18,
      averageLoyaltyPoints: 212.5,
      totalRevenue: 125_000,
      customersGrowth: 12.5,
      studentGrowth: -3,
      loyaltyGrowth: 0,
      revenueGrowth: 100,
      vipCustomers: 2,
      goldCustomers: 5,
      silverCustomers: 13,
      bronzeCustomers: 20,
      topLoyaltyCustomers: [
        {
          fullName: 'Nimal Perera',
          email: 'nimal@mail.lk',
          loyaltyPoints: 1500,
          totalSpent: 30_000,
        },
      ],
      customerGrowthData: [{ date: '2026-01-01', newCustomers: 2 }],
      insights: ['45% of customers are students'],
    };
    expect(customerStatsSchema.parse(stats)).toEqual(stats);
  });
});

describe('customerAnalyticsSchema', () => {
  it('reads the overview, with no orders yet', () => {
    const analytics = {
      overview: { averageOrderValue: 0, totalOrders: 0, lastOrderDate: null, totalSpent: 0 },
    };
    expect(customerAnalyticsSchema.parse(analytics)).toEqual(analytics);
  });
});
