import { z } from 'zod';

/** GET /customers/stats ranges, in days (spec part 1 §9), 30 by default. */
export const customerStatsRanges = [7, 30, 90, 365] as const;
export type CustomerStatsRange = (typeof customerStatsRanges)[number];

const TIME_RANGE_MESSAGE = 'timeRange must be 7, 30, 90 or 365';

export const customerStatsQuerySchema = z.object({
  timeRange: z.coerce
    .number({ error: TIME_RANGE_MESSAGE })
    // Bounds of their own, as every number of a query has (decision 034).
    .min(Math.min(...customerStatsRanges), TIME_RANGE_MESSAGE)
    .max(Math.max(...customerStatsRanges), TIME_RANGE_MESSAGE)
    .pipe(
      z.union(
        customerStatsRanges.map((days) => z.literal(days)),
        { error: TIME_RANGE_MESSAGE },
      ),
    )
    .default(30),
});

/** GET /customers/stats answer (spec part 1 §3 'Customer stats'). Growth figures are percents. */
export const customerStatsSchema = z.object({
  totalCustomers: z.number().int().min(0),
  studentCustomers: z.number().int().min(0),
  averageLoyaltyPoints: z.number().min(0),
  totalRevenue: z.number().min(0),
  customersGrowth: z.number(),
  studentGrowth: z.number(),
  loyaltyGrowth: z.number(),
  revenueGrowth: z.number(),
  vipCustomers: z.number().int().min(0),
  goldCustomers: z.number().int().min(0),
  silverCustomers: z.number().int().min(0),
  bronzeCustomers: z.number().int().min(0),
  topLoyaltyCustomers: z.array(
    z.object({
      _id: z.string().optional(),
      fullName: z.string(),
      email: z.string().optional(),
      loyaltyPoints: z.number().int().min(0),
      totalSpent: z.number().min(0),
    }),
  ),
  /** One entry per day of the last 7, oldest first; `date` is YYYY-MM-DD. */
  customerGrowthData: z.array(
    z.object({ date: z.string(), newCustomers: z.number().int().min(0) }),
  ),
  insights: z.array(z.string()),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

/** GET /customers/{id}/analytics answer (spec part 1 §3 'Customer analytics'). */
export const customerAnalyticsSchema = z.object({
  overview: z.object({
    averageOrderValue: z.number().min(0),
    totalOrders: z.number().int().min(0),
    /** ISO date of the latest order; null before the first. */
    lastOrderDate: z.string().nullable(),
    totalSpent: z.number().min(0),
  }),
});
export type CustomerAnalytics = z.infer<typeof customerAnalyticsSchema>;
