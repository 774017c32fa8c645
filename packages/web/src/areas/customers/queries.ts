import type { CustomerListParams } from '@laundry/api-client';
import {
  CUSTOMER_SEARCH_LIMIT,
  type Customer,
  type CustomerStatsRange,
  RECENT_CUSTOMERS_COUNT,
  shouldSearchCustomers,
} from '@laundry/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../app/services';

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

export function useCustomerList(params: CustomerListParams) {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: async ({ signal }) => (await client.customers.list(params, { signal })).data,
    // Keep the rows of the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** The last 5 customers added. */
export function useRecentCustomers() {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.recent(),
    queryFn: async ({ signal }) =>
      (
        await client.customers.list(
          { page: 1, limit: RECENT_CUSTOMERS_COUNT, sortBy: 'createdAt', sortOrder: 'desc' },
          { signal },
        )
      ).data.customers,
  });
}

/** The server search, asked only from 2 characters on (spec part 1 §5 'Loyalty search'). */
export function useCustomerSearch(text: string) {
  const client = useApiClient();
  const q = text.trim();
  return useQuery({
    queryKey: customerKeys.search(q),
    queryFn: async ({ signal }) =>
      (await client.customers.search({ q, limit: CUSTOMER_SEARCH_LIMIT }, { signal })).data,
    enabled: shouldSearchCustomers(q),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerStats(range: CustomerStatsRange) {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.stats(range),
    queryFn: async () => (await client.customers.stats(range)).data,
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(
  id: string,
  options: { initial?: Customer | null; enabled?: boolean } = {},
) {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: async () => (await client.customers.get(id)).data.customer,
    initialData: options.initial ?? undefined,
    enabled: options.enabled ?? true,
  });
}

/** One page of the customer's orders, newest first. */
export function useCustomerOrders(id: string, page = 1) {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.orders(id, page),
    queryFn: async () => (await client.customers.orders(id, { page })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCustomerAnalytics(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.analytics(id),
    queryFn: async () => (await client.customers.analytics(id)).data.overview,
  });
}

export function useCustomerDiscount(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.discount(id),
    queryFn: async () => (await client.customers.discountInfo(id)).data,
  });
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
