import { z } from 'zod';
import { loyaltyTierSchema } from '../loyalty/loyaltyTier';
import { pageQuerySchema, paginationSchema } from '../shared/api';
import { CUSTOMER_SEARCH_LIMIT } from './constants';
import { customerSchema } from './customer';

/** A yes/no query parameter: 'true'/'false' as text or a boolean. */
const queryBoolean = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], {
    error: message,
  });

/** Text typed in a search box: trimmed, empty means none. */
const searchText = z
  .string()
  .trim()
  .max(100, 'Search must be less than 100 characters')
  .optional()
  .transform((text) => (text ? text : undefined));

export const customerSortFields = ['createdAt', 'fullName', 'totalSpent', 'loyaltyPoints'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** GET /customers query (spec part 1 §3 'List query parameters'): page size 10, newest first. */
export const customerListQuerySchema = pageQuerySchema.extend({
  isStudent: queryBoolean('isStudent must be true or false').optional(),
  loyaltyTier: loyaltyTierSchema.optional(),
  sortBy: z
    .enum(customerSortFields, {
      error: 'sortBy must be createdAt, fullName, totalSpent or loyaltyPoints',
    })
    .default('createdAt'),
  sortOrder: z.enum(sortOrders, { error: 'sortOrder must be asc or desc' }).default('desc'),
  search: searchText,
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof customerListQuerySchema>;

/** The list's six sort options (spec part 1 §9), the first being the default. */
export const customerSortOptions = [
  { value: 'createdAt-desc', label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'createdAt-asc', label: 'Oldest First', sortBy: 'createdAt', sortOrder: 'asc' },
  { value: 'fullName-asc', label: 'Name A-Z', sortBy: 'fullName', sortOrder: 'asc' },
  { value: 'fullName-desc', label: 'Name Z-A', sortBy: 'fullName', sortOrder: 'desc' },
  { value: 'totalSpent-desc', label: 'Highest Spending', sortBy: 'totalSpent', sortOrder: 'desc' },
  {
    value: 'loyaltyPoints-desc',
    label: 'Most Loyalty Points',
    sortBy: 'loyaltyPoints',
    sortOrder: 'desc',
  },
] as const satisfies readonly {
  value: string;
  label: string;
  sortBy: CustomerSortField;
  sortOrder: SortOrder;
}[];
export type CustomerSortOption = (typeof customerSortOptions)[number]['value'];

/** The list's type filter (spec part 1 §9): all, students only, regular. */
export const customerTypeFilters = [
  { value: 'all', label: 'All Customers', isStudent: undefined },
  { value: 'students', label: 'Students Only', isStudent: true },
  { value: 'regular', label: 'Regular Customers', isStudent: false },
] as const;
export type CustomerTypeFilter = (typeof customerTypeFilters)[number]['value'];

/** GET /customers answer: `data.customers` and `data.pagination`. */
export const customerListResponseSchema = z.object({
  customers: z.array(customerSchema),
  pagination: paginationSchema('totalCustomers'),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

/** GET /customers/search query: `q` and `limit` (10 by default). */
export const customerSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search query is required' })
    .trim()
    .min(1, 'Search query is required')
    .max(100, 'Search must be less than 100 characters'),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(CUSTOMER_SEARCH_LIMIT),
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuerySchema>;
