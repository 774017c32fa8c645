import type { CustomerListParams } from '@laundry/api-client';
import {
  CUSTOMER_SEARCH_LIMIT,
  type Customer,
  type CustomerStatsRange,
  RECENT_CUSTOMERS_COUNT,
  shouldSearchCustomers,
} from '@laundry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';

/** Every customer query starts with 'customers', so one invalidation refreshes them all. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (params: CustomerListParams) => ['customers', 'list', params] as const,
  recent: () => ['customers', 'recent'] as const,
  search: (q: string) => ['customers', 'search', q] as const,
  stats: (range: CustomerStatsRange) => ['customers', 'stats', range] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  orders: (id: string, page: number) => ['customers', 'detail', id, 'orders', page] as const,
  analytics: (id: string) => ['customers', 'detail', id, 'analytics'] as const,
  discount: (id: string) => ['customers', 'detail', id, 'discount'] as const,
};

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
export const customerListQuery = (client: ApiClient, params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: async ({ signal }) => (await client.customers.list(params, { signal })).data,
    // Keep the rows of the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The last 5 customers added. */
export const customerRecentQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: customerKeys.recent(),
    queryFn: async ({ signal }) =>
      (
        await client.customers.list(
          { page: 1, limit: RECENT_CUSTOMERS_COUNT, sortBy: 'createdAt', sortOrder: 'desc' },
          { signal },
        )
      ).data.customers,
  });

/** The server search, asked only from 2 characters on (spec part 1 §5 'Loyalty search'). */
export const customerSearchQuery = (client: ApiClient, q: string) =>
  queryOptions({
    queryKey: customerKeys.search(q),
    queryFn: async ({ signal }) =>
      (await client.customers.search({ q, limit: CUSTOMER_SEARCH_LIMIT }, { signal })).data,
    enabled: shouldSearchCustomers(q),
    placeholderData: keepPreviousData,
  });

export const customerStatsQuery = (client: ApiClient, range: CustomerStatsRange) =>
  queryOptions({
    queryKey: customerKeys.stats(range),
    queryFn: async () => (await client.customers.stats(range)).data,
    placeholderData: keepPreviousData,
  });

export const customerDetailQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: async () => (await client.customers.get(id)).data.customer,
  });

/** One page of the customer's orders, newest first. */
export const customerOrdersQuery = (client: ApiClient, id: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.orders(id, page),
    queryFn: async () => (await client.customers.orders(id, { page })).data,
    placeholderData: keepPreviousData,
  });

export const customerAnalyticsQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: customerKeys.analytics(id),
    queryFn: async () => (await client.customers.analytics(id)).data.overview,
  });

/** The discount the customer's next order gets. */
export const customerDiscountQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: customerKeys.discount(id),
    queryFn: async () => (await client.customers.discountInfo(id)).data,
  });

export function useCustomerList(params: CustomerListParams) {
  const client = useApiClient();
  return useQuery(customerListQuery(client, params));
}

/** The last 5 customers added. */
export function useRecentCustomers() {
  const client = useApiClient();
  return useQuery(customerRecentQuery(client));
}

/** The server search, asked only from 2 characters on (spec part 1 §5 'Loyalty search'). */
export function useCustomerSearch(text: string) {
  const client = useApiClient();
  return useQuery(customerSearchQuery(client, text.trim()));
}

export function useCustomerStats(range: CustomerStatsRange) {
  const client = useApiClient();
  return useQuery(customerStatsQuery(client, range));
}

export function useCustomer(
  id: string,
  options: { initial?: Customer | null; enabled?: boolean } = {},
) {
  const client = useApiClient();
  return useQuery({
    ...customerDetailQuery(client, id),
    initialData: options.initial ?? undefined,
    enabled: options.enabled ?? true,
  });
}

/** One page of the customer's orders, newest first. */
export function useCustomerOrders(id: string, page = 1) {
  const client = useApiClient();
  return useQuery(customerOrdersQuery(client, id, page));
}

export function useCustomerAnalytics(id: string) {
  const client = useApiClient();
  return useQuery(customerAnalyticsQuery(client, id));
}

export function useCustomerDiscount(id: string) {
  const client = useApiClient();
  return useQuery(customerDiscountQuery(client, id));
}

/** After a change: the changed customer is known at once, and every list is fetched again. */
export function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return (changed?: Customer) => {
    if (changed) queryClient.setQueryData(customerKeys.detail(changed._id), changed);
    return queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
}

/** After a delete: forget the customer, refresh the lists. */
export function useForgetCustomer() {
  const queryClient = useQueryClient();
  return (id: string) => {
    queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
    return queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
}
