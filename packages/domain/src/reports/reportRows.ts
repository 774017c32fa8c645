import { z } from 'zod';

/** Rupees with at most two decimals, as every money figure of the API. */
const money = z.number();

/**
 * Report rows (spec part 2 §3 'Report rows'). Revenue is money received (decision 011):
 * completed payments by the business day they were processed; `orderCount` is the number of
 * orders those payments were for. `_id` is the period label: YYYY-MM-DD, YYYY-Www (ISO week) or
 * YYYY-MM.
 */
export const revenueRowSchema = z.object({
  _id: z.string(),
  totalRevenue: money,
  orderCount: z.number().int(),
  averageOrderValue: money,
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

/** Orders created in the range, by canonical status. */
export const statusRowSchema = z.object({ _id: z.string().nullable(), count: z.number().int() });
export type StatusRow = z.infer<typeof statusRowSchema>;

/** Customers by what their orders (not cancelled, created in the range) are worth. */
export const customerRowSchema = z.object({
  customerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  totalOrders: z.number().int(),
  totalSpent: money,
  averageOrderValue: money,
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/**
 * Services by the value of the lines sold (orders not cancelled, created in the range), per
 * service and the clothing category it was sold for (`serviceCategory`; null for none).
 */
export const serviceRowSchema = z.object({
  serviceName: z.string().nullable(),
  serviceCategory: z.string().nullable(),
  totalQuantity: z.number().int(),
  totalRevenue: money,
  orderCount: z.number().int(),
});
export type ServiceRow = z.infer<typeof serviceRowSchema>;

/**
 * The revenue report: its periods, and the whole range once. The range's `orderCount` is of
 * distinct orders: an order paid in two periods is in both periods' counts but once here, so the
 * summary is not the sum of the rows' counts.
 */
export const revenueReportSchema = z.object({
  revenueData: z.array(revenueRowSchema),
  summary: revenueRowSchema.omit({ _id: true }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export const statusReportSchema = z.object({ statusData: z.array(statusRowSchema) });
export type StatusReport = z.infer<typeof statusReportSchema>;
/**
 * The customers report: its top customers, and how many customers placed a counted order in the
 * range (issue 39: 'Total Customers' is that number, not the rows listed).
 */
export const customerReportSchema = z.object({
  customerData: z.array(customerRowSchema),
  summary: z.object({ totalCustomers: z.number().int() }),
});
export type CustomerReport = z.infer<typeof customerReportSchema>;
/**
 * The services report: its services, and the distinct orders of the range's lines (issue 39: an
 * order with two services is in both services' counts but once in `totalOrders`, so the total is
 * not the sum of the rows' counts).
 */
export const serviceReportSchema = z.object({
  serviceData: z.array(serviceRowSchema),
  summary: z.object({ totalOrders: z.number().int() }),
});
export type ServiceReport = z.infer<typeof serviceReportSchema>;

/** The report screens' and exports' messages (spec part 2 §8 'Reports'). */
export const reportMessages = {
  revenueFailed: 'Failed to fetch revenue report',
  orderStatusFailed: 'Failed to fetch order status report',
  customersFailed: 'Failed to fetch customer report',
  servicesFailed: 'Failed to fetch service report',
  exportFailed: 'Failed to export report',
  exported: 'Report exported successfully',
  empty: 'No data available for the selected period',
} as const;
