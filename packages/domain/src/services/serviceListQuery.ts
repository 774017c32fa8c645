import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../shared/api';
import { SERVICE_PAGE_SIZE } from './constants';
import { readNumber } from './money';
import { priceTypeSchema, serviceSchema } from './service';
import { serviceStatsSchema } from './serviceStats';

const queryBoolean = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], {
    error: message,
  });

const queryPrice = (name: string) =>
  z.preprocess(
    readNumber,
    z
      .number({ error: `${name} must be a number` })
      .min(0, `${name} cannot be negative`)
      .max(1_000_000, `${name} cannot exceed 1,000,000`)
      .optional(),
  );

export const serviceSortFields = ['name', 'basePrice', 'createdAt'] as const;
export type ServiceSortField = (typeof serviceSortFields)[number];

/** The status filter (its values are not in the spec): all, active or inactive. */
export const serviceStatusFilters = ['all', 'active', 'inactive'] as const;
export type ServiceStatusFilter = (typeof serviceStatusFilters)[number];

/**
 * GET /services query (spec part 2 §7): search, status, priceType, isActive, minPrice, maxPrice,
 * sortBy, sortOrder, page 1, limit 50. `status` and `isActive` say the same thing; when both are
 * given they must agree, or nothing matches. Prices in rupees.
 */
export const serviceListQuerySchema = pageQuerySchema
  .extend({
    limit: pageQuerySchema.shape.limit.unwrap().default(SERVICE_PAGE_SIZE),
    search: z
      .string()
      .trim()
      .max(100, 'Search must be less than 100 characters')
      .optional()
      .transform((text) => (text ? text : undefined)),
    status: z
      .enum(serviceStatusFilters, { error: 'status must be all, active or inactive' })
      .optional(),
    priceType: priceTypeSchema.optional(),
    isActive: queryBoolean('isActive must be true or false').optional(),
    minPrice: queryPrice('minPrice'),
    maxPrice: queryPrice('maxPrice'),
    sortBy: z
      .enum(serviceSortFields, { error: 'sortBy must be name, basePrice or createdAt' })
      .default('name'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: 'minPrice cannot be more than maxPrice', path: ['minPrice'] },
  );
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;
export type ServiceListQueryInput = z.input<typeof serviceListQuerySchema>;

/** The six sort options (spec part 2 §9), the first being the default. */
export const serviceSortOptions = [
  { value: 'name-asc', label: 'Name (A-Z)', sortBy: 'name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Name (Z-A)', sortBy: 'name', sortOrder: 'desc' },
  { value: 'basePrice-asc', label: 'Price (Low to High)', sortBy: 'basePrice', sortOrder: 'asc' },
  { value: 'basePrice-desc', label: 'Price (High to Low)', sortBy: 'basePrice', sortOrder: 'desc' },
  { value: 'createdAt-desc', label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'createdAt-asc', label: 'Oldest First', sortBy: 'createdAt', sortOrder: 'asc' },
] as const satisfies readonly {
  value: string;
  label: string;
  sortBy: ServiceSortField;
  sortOrder: 'asc' | 'desc';
}[];
export type ServiceSortOption = (typeof serviceSortOptions)[number]['value'];

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
