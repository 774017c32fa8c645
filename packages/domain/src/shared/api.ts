import { z } from 'zod';

/** Every failure the API answers: a message for people and, for bad input, the field at fault. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});

/** Every success the API answers: `{ success: true, message?, data }`. */
export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  /** Beside the message, on the calls that declare one: the work is done, but look at this. */
  warning?: string | null;
  data: T;
}

/**
 * A success that also answers a `warning` beside its message (send-bank-details, spec part 2 §7:
 * the details are kept but could not be mailed), null when there is nothing to warn about.
 */
export function apiWarnedSuccessSchema<T extends z.ZodType>(data: T) {
  return apiSuccessSchema(data).extend({ warning: z.string().nullable() });
}

/** List paging as the spec names it; `totalKey` is `totalCustomers`, `totalOrders`, `totalUsers`… */
export function paginationSchema<K extends string>(totalKey: K) {
  return z
    .object({
      currentPage: z.number().int(),
      totalPages: z.number().int(),
      hasNext: z.boolean(),
      hasPrev: z.boolean(),
    })
    .extend({ [totalKey]: z.number().int() } as Record<K, z.ZodNumber>);
}

export const MAX_PAGE = 1_000_000;

/** `page` from 1 (at most 1,000,000) and `limit` at most 100, as query strings or numbers. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    // Far beyond any real list, and keeps the row offset within what the database accepts.
    .max(MAX_PAGE, 'page must be at most 1,000,000')
    .default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(10),
});

/** The numbers a paged answer needs, computed once for every list. */
export function pageInfo(page: number, limit: number, total: number) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { currentPage: page, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}
