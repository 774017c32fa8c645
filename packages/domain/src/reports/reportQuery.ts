import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
import { SHORT_TEXT_MAX_LENGTH } from '../shared';

/** Revenue grouping (spec part 2 §2.11: Daily, Weekly, Monthly; default daily). */
export const reportGroupings = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

export const REPORT_GROUPING_LABELS: Record<ReportGrouping, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
};

/** The customers report's top counts (spec part 2 §9: 10, 25, 50, 100; default 10). */
export const customerReportLimits = [10, 25, 50, 100] as const;
export type CustomerReportLimit = (typeof customerReportLimits)[number];

/** The four reports and their exports (spec part 2 §7 'Reports'). */
export const reportKinds = ['revenue', 'order-status', 'customers', 'services'] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * Every report's range: startDate and endDate, inclusive calendar days of the business time zone,
 * each sent only if set (spec §7); a missing bound leaves that side open.
 */
export const reportRangeSchema = z
  .object({ startDate: calendarDaySchema.optional(), endDate: calendarDaySchema.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type ReportRange = z.output<typeof reportRangeSchema>;

export const revenueReportQuerySchema = z
  .object({
    startDate: calendarDaySchema.optional(),
    endDate: calendarDaySchema.optional(),
    groupBy: z
      .enum(reportGroupings, { error: 'groupBy must be day, week or month' })
      .default('day'),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type RevenueReportQuery = z.output<typeof revenueReportQuerySchema>;
export type RevenueReportQueryInput = z.input<typeof revenueReportQuerySchema>;

export const customerReportQuerySchema = z
  .object({
    startDate: calendarDaySchema.optional(),
    endDate: calendarDaySchema.optional(),
    limit: z.coerce
      .number({ error: 'limit must be 10, 25, 50 or 100' })
      // Bounds of their own, as every number of a query has (decision 034).
      .min(Math.min(...customerReportLimits), 'limit must be 10, 25, 50 or 100')
      .max(Math.max(...customerReportLimits), 'limit must be 10, 25, 50 or 100')
      .refine((n) => (customerReportLimits as readonly number[]).includes(n), {
        message: 'limit must be 10, 25, 50 or 100',
      })
      .default(10),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type CustomerReportQuery = z.output<typeof customerReportQuerySchema>;
export type CustomerReportQueryInput = z.input<typeof customerReportQuerySchema>;

export const reportKindParamsSchema = z.object({
  kind: z.enum(reportKinds, { error: 'Unknown report' }),
});

/** The names the spec saves each export under (spec part 2 §7). */
export const REPORT_FILE_NAMES: Record<ReportKind, string> = {
  revenue: 'revenue-report.xlsx',
  'order-status': 'order-status-report.xlsx',
  customers: 'customer-report.xlsx',
  services: 'service-report.xlsx',
};

/**
 * The query of a report's export (GET /reports/{kind}/export): every report's range, with groupBy
 * (revenue) and limit (customers) where they apply, each checked by that report's own schema.
 */
export const reportExportQuerySchema = z
  .object({
    startDate: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
    endDate: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
    groupBy: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
    limit: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
  })
  .transform((query, ctx) => {
    const revenue = revenueReportQuerySchema.safeParse({
      startDate: query.startDate,
      endDate: query.endDate,
      groupBy: query.groupBy,
    });
    const customers = customerReportQuerySchema.safeParse({
      startDate: query.startDate,
      endDate: query.endDate,
      limit: query.limit,
    });
    for (const issue of [...(revenue.error?.issues ?? []), ...(customers.error?.issues ?? [])]) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    if (!revenue.success || !customers.success) return z.NEVER;
    return { ...revenue.data, limit: customers.data.limit };
  });
