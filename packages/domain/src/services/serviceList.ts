import { z } from 'zod';
import { readNumber } from '../forms';
import { defineList, type FilterOption, queryBoolean } from '../lists';
import { paginationSchema } from '../shared';
import { MAX_PRICE, SERVICE_PAGE_SIZE } from './constants';
import { priceTypeSchema, serviceSchema } from './service';
import { serviceStatsSchema } from './serviceStats';

const queryPrice = (name: string) =>
  z.preprocess(
    readNumber,
    z
      .number({ error: `${name} must be a number` })
      .min(0, `${name} cannot be negative`)
      .max(MAX_PRICE, `${name} cannot exceed 1,000,000`),
  );

export const serviceSortFields = ['name', 'basePrice', 'createdAt'] as const;

/** The status filter (its values are not in the spec): active or inactive; none is all. */
export const serviceStatusFilters = ['active', 'inactive'] as const;
export type ServiceStatusFilter = (typeof serviceStatusFilters)[number];

/**
 * The services list (spec part 2 §7 and §9): search, status, priceType, isActive, minPrice,
 * maxPrice, sortBy, sortOrder, page 1, limit 50, by name A-Z unless told. `status` and
 * `isActive` say the same thing; when both are given they must agree, or nothing matches.
 * Prices in rupees. The server also refuses minPrice above maxPrice (`PRICE_RANGE_MESSAGE`).
 */
export const serviceList = defineList({
  pageSize: SERVICE_PAGE_SIZE,
  sortFields: serviceSortFields,
  sortOptions: [
    { value: 'name-asc', label: 'Name (A-Z)', sortBy: 'name', sortOrder: 'asc' },
    { value: 'name-desc', label: 'Name (Z-A)', sortBy: 'name', sortOrder: 'desc' },
    { value: 'basePrice-asc', label: 'Price (Low to High)', sortBy: 'basePrice', sortOrder: 'asc' },
    {
      value: 'basePrice-desc',
      label: 'Price (High to Low)',
      sortBy: 'basePrice',
      sortOrder: 'desc',
    },
    { value: 'createdAt-desc', label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
    { value: 'createdAt-asc', label: 'Oldest First', sortBy: 'createdAt', sortOrder: 'asc' },
  ],
  filters: {
    status: z.enum(serviceStatusFilters, { error: 'status must be active or inactive' }),
    priceType: priceTypeSchema,
    isActive: queryBoolean('isActive must be true or false'),
    minPrice: queryPrice('minPrice'),
    maxPrice: queryPrice('maxPrice'),
  },
});

export const PRICE_RANGE_MESSAGE = 'minPrice cannot be more than maxPrice';

/** Whether the price range is usable (no range, or min ≤ max). */
export function isPriceRangeValid(query: {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}) {
  return (
    query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice
  );
}

/** GET /services query: `serviceList.querySchema` under the name the server and client use. */
export const serviceListQuerySchema = serviceList.querySchema;
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;

/** The six sort options (spec part 2 §9), the first being the default. */
export const serviceSortOptions = serviceList.sortOptions;

/** The status filter menu. */
export const serviceStatusFilterOptions = [
  { key: 'all', label: 'All Status', value: undefined },
  { key: 'active', label: 'Active', value: 'active' },
  { key: 'inactive', label: 'Inactive', value: 'inactive' },
] as const satisfies readonly FilterOption<ServiceStatusFilter>[];

/** GET /services answer: `data.services`, `data.pagination` and `data.stats`. */
export const serviceListResponseSchema = z.object({
  services: z.array(serviceSchema),
  pagination: paginationSchema('totalServices'),
  stats: serviceStatsSchema,
});
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;

/** GET /services/search (not shown in the spec): `q` and `limit` (10 by default). */
export const serviceSearchQuerySchema = z.object({
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
    .default(10),
  activeOnly: queryBoolean('activeOnly must be true or false').default(false),
});
export type ServiceSearchQuery = z.output<typeof serviceSearchQuerySchema>;

/** `data` of GET /services/search: `{ services }`. */
export const serviceSearchResultSchema = z.object({ services: z.array(serviceSchema) });
