import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
import { defineList, type FilterOption } from '../lists';
import { ORDER_PAGE_SIZE } from './orderConstants';
import {
  ORDER_STATUS_BUCKET_LABELS,
  ORDER_STATUS_LABELS,
  type OrderStatusBucket,
  orderStatusBuckets,
  orderStatuses,
} from './orderStatus';

/** The list's sort fields (spec part 2 §9): createdAt (default), totalAmount, pickup, delivery. */
export const orderSortFields = [
  'createdAt',
  'totalAmount',
  'pickupRequired',
  'deliveryRequired',
] as const;
export type OrderSortField = (typeof orderSortFields)[number];

/**
 * The Status filter: a canonical status, or a report bucket that stands for its statuses
 * ('pending' is what the Pending Orders card filters: pickup and received).
 */
export const orderStatusFilters = [
  ...orderStatuses,
  ...orderStatusBuckets.filter((bucket) => bucket !== 'cancelled' && bucket !== 'other'),
] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

/** Payment Status filter: All / Fully Paid / Unpaid-Partial, plus partial alone. */
export const orderPaymentFilters = ['paid', 'unpaid', 'partial'] as const;
export type OrderPaymentFilter = (typeof orderPaymentFilters)[number];

/** Service Type filter: the Services column's values, and express. */
export const orderServiceFilters = ['pickup', 'delivery', 'self_service', 'express'] as const;
export type OrderServiceFilter = (typeof orderServiceFilters)[number];

export const ORDER_SERVICE_FILTER_LABELS: Record<OrderServiceFilter, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  self_service: 'Self-service',
  express: 'Express',
};

export const ORDER_PAYMENT_FILTER_LABELS: Record<OrderPaymentFilter, string> = {
  paid: 'Fully Paid',
  unpaid: 'Unpaid/Partial',
  partial: 'Partially Paid',
};

/** An empty select ('' or 'all') means no filter. */
function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );
}

/**
 * The order list (spec part 2 §2.1 and §7): 10 a page, newest first, the Sort By options of the
 * filters panel, filtered by status (or a bucket), payment status and service type. The server
 * validates GET /orders with its query schema; the screen keeps the same query in its address.
 */
export const orderList = defineList({
  pageSize: ORDER_PAGE_SIZE,
  sortFields: orderSortFields,
  sortOptions: [
    { value: 'createdAt-desc', label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
    { value: 'createdAt-asc', label: 'Oldest First', sortBy: 'createdAt', sortOrder: 'asc' },
    {
      value: 'totalAmount-desc',
      label: 'Highest Amount',
      sortBy: 'totalAmount',
      sortOrder: 'desc',
    },
    { value: 'totalAmount-asc', label: 'Lowest Amount', sortBy: 'totalAmount', sortOrder: 'asc' },
    {
      value: 'pickupRequired-desc',
      label: 'Pickup First',
      sortBy: 'pickupRequired',
      sortOrder: 'desc',
    },
    {
      value: 'deliveryRequired-desc',
      label: 'Delivery First',
      sortBy: 'deliveryRequired',
      sortOrder: 'desc',
    },
  ],
  filters: {
    status: optionalChoice(orderStatusFilters, 'status is not a known order status'),
    paymentStatus: optionalChoice(
      orderPaymentFilters,
      'paymentStatus must be paid, unpaid or partial',
    ),
    serviceStatus: optionalChoice(
      orderServiceFilters,
      'serviceStatus must be pickup, delivery, self_service or express',
    ),
  },
});

/** GET /orders query: `orderList.querySchema` under the name the server and client use. */
export const orderListQuerySchema = orderList.querySchema;
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;

/** The Sort By options of the filters panel, the first being the default. */
export const orderSortOptions = orderList.sortOptions;

/**
 * GET /orders/analytics query: startDate and endDate, both inclusive days in the business time
 * zone; missing means the last 30 days. At most 366 days, so one call never scans years.
 */
export const orderAnalyticsQuerySchema = z
  .object({ startDate: calendarDaySchema.optional(), endDate: calendarDaySchema.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type OrderAnalyticsQuery = z.output<typeof orderAnalyticsQuerySchema>;

/** The filters panel's Status menu: All, the groups the stat cards use, then every status. */
export const orderStatusFilterOptions: readonly FilterOption<OrderStatusFilter>[] = [
  { key: 'all', label: 'All Statuses', value: undefined },
  ...orderStatusFilters
    .filter((value) => !(orderStatuses as readonly string[]).includes(value))
    .map((value) => ({
      key: value,
      label: `${ORDER_STATUS_BUCKET_LABELS[value as OrderStatusBucket]} (all)`,
      value,
    })),
  ...orderStatuses.map((value) => ({ key: value, label: ORDER_STATUS_LABELS[value], value })),
];

/** Payment Status: All / Fully Paid / Unpaid-Partial (spec §2.1), and partial alone. */
export const orderPaymentFilterOptions: readonly FilterOption<OrderPaymentFilter>[] = [
  { key: 'all', label: 'All Payments', value: undefined },
  ...orderPaymentFilters.map((value) => ({
    key: value,
    label: ORDER_PAYMENT_FILTER_LABELS[value],
    value,
  })),
];

export const orderServiceFilterOptions: readonly FilterOption<OrderServiceFilter>[] = [
  { key: 'all', label: 'All Services', value: undefined },
  ...orderServiceFilters.map((value) => ({
    key: value,
    label: ORDER_SERVICE_FILTER_LABELS[value],
    value,
  })),
];
