import { z } from 'zod';
import { defineList, type FilterOption, queryBoolean } from '../lists';
import { loyaltyTierSchema } from '../loyalty';
import { paginationSchema } from '../shared';
import { CUSTOMER_PAGE_SIZE, CUSTOMER_SEARCH_LIMIT } from './constants';
import { customerSchema } from './customer';

export const customerSortFields = ['createdAt', 'fullName', 'totalSpent', 'loyaltyPoints'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

/**
 * The customers list (spec part 1 §3 'List query parameters' and §9): page size 10, newest
 * first, the six sort options of the screen, filtered by student flag and loyalty tier.
 */
export const customerList = defineList({
  pageSize: CUSTOMER_PAGE_SIZE,
  sortFields: customerSortFields,
  sortOptions: [
    { value: 'createdAt-desc', label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
    { value: 'createdAt-asc', label: 'Oldest First', sortBy: 'createdAt', sortOrder: 'asc' },
    { value: 'fullName-asc', label: 'Name A-Z', sortBy: 'fullName', sortOrder: 'asc' },
    { value: 'fullName-desc', label: 'Name Z-A', sortBy: 'fullName', sortOrder: 'desc' },
    {
      value: 'totalSpent-desc',
      label: 'Highest Spending',
      sortBy: 'totalSpent',
      sortOrder: 'desc',
    },
    {
      value: 'loyaltyPoints-desc',
      label: 'Most Loyalty Points',
      sortBy: 'loyaltyPoints',
      sortOrder: 'desc',
    },
  ],
  filters: {
    isStudent: queryBoolean('isStudent must be true or false'),
    loyaltyTier: loyaltyTierSchema,
  },
});

/** GET /customers query: `customerList.querySchema` under the name the server and client use. */
export const customerListQuerySchema = customerList.querySchema;
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
/** What a client may send: any of the query's fields, typed (the client writes the strings). */
export type CustomerListParams = Partial<CustomerListQuery>;

/** The list's six sort options, the first being the default. */
export const customerSortOptions = customerList.sortOptions;

/** The list's type filter (spec part 1 §9): all, students only, regular. */
export const customerTypeFilters = [
  { key: 'all', label: 'All Customers', value: undefined },
  { key: 'students', label: 'Students Only', value: true },
  { key: 'regular', label: 'Regular Customers', value: false },
] as const satisfies readonly FilterOption<boolean>[];

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
