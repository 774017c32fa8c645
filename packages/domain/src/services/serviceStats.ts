import { z } from 'zod';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, PRICE_TYPES } from './constants';
import { priceTypeSchema, serviceStatusSchema } from './service';

/** GET /services/stats and the list's `stats` (spec part 2 §3 'Service stats'). */
export const serviceStatsSchema = z.object({
  totalServices: z.number().int(),
  activeServices: z.number().int(),
  /** The service on most orders; null while no order names a service. */
  mostPopular: z.object({ name: z.string(), orders: z.number().int() }).nullable(),
  /** The average estimated time of the active services, in whole minutes. */
  avgTime: z.number().int(),
});
export type ServiceStats = z.infer<typeof serviceStatsSchema>;

export const popularServiceSchema = z.object({
  _id: z.string(),
  serviceName: z.string(),
  orderCount: z.number().int(),
  totalQuantity: z.number(),
  totalRevenue: z.number(),
});

/** The Analytics tab (spec part 2 §3 'Service analytics overview'). Prices in rupees. */
export const serviceAnalyticsOverviewSchema = z.object({
  totalServices: z.number().int(),
  activeServices: z.number().int(),
  averagePrice: z.number(),
  averageTime: z.number().int(),
  priceTypeBreakdown: z.array(
    z.object({ priceType: priceTypeSchema, count: z.number().int(), averagePrice: z.number() }),
  ),
  popularServices: z.array(popularServiceSchema),
});
export type ServiceAnalyticsOverview = z.infer<typeof serviceAnalyticsOverviewSchema>;

export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS, {
  error: 'period must be 7d, 30d, 90d or 1y',
});

/** GET /services/{id}/analytics query: the period, 30 days unless told. */
export const serviceAnalyticsQuerySchema = z.object({
  period: analyticsPeriodSchema.default(DEFAULT_ANALYTICS_PERIOD),
});

/** One month of the trend; `_id` as the spec names it. */
export const monthlyTrendPointSchema = z.object({
  _id: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }),
  orders: z.number().int(),
  quantity: z.number(),
  revenue: z.number(),
});
export type MonthlyTrendPoint = z.infer<typeof monthlyTrendPointSchema>;

/** Per-service analytics (spec part 2 §3): the period's overview and the last 6 months. */
export const serviceAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  overview: z.object({
    totalOrders: z.number().int(),
    totalQuantity: z.number(),
    totalRevenue: z.number(),
    averageOrderValue: z.number(),
  }),
  monthlyTrend: z.array(monthlyTrendPointSchema),
});
export type ServiceAnalytics = z.infer<typeof serviceAnalyticsSchema>;

/** GET /services/statuses: the process steps a service may list. */
export const serviceStatusesResponseSchema = z.object({
  statuses: z.array(z.object({ value: serviceStatusSchema, label: z.string() })),
  priceTypes: z.array(z.object({ value: z.enum(PRICE_TYPES), label: z.string() })),
});
