import {
  DASHBOARD_RECENT_ORDERS,
  type OrderAnalyticsQuery,
  type OrderListQuery,
} from '@laundry/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../app/services';

/** Every order query starts with 'orders', so one invalidation refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: Partial<OrderListQuery>) => ['orders', 'list', query] as const,
  analytics: (query: OrderAnalyticsQuery) => ['orders', 'analytics', query] as const,
  recent: () => ['orders', 'recent'] as const,
  dashboard: () => ['orders', 'dashboard'] as const,
};

export function useOrderList(query: Partial<OrderListQuery>) {
  const client = useApiClient();
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }) => (await client.orders.list(query, { signal })).data,
    // Keep the rows of the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrderAnalytics(query: OrderAnalyticsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: orderKeys.analytics(query),
    queryFn: async ({ signal }) => (await client.orders.analytics(query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's 3 most recent orders, newest first. */
export function useRecentOrders() {
  const client = useApiClient();
  return useQuery({
    queryKey: orderKeys.recent(),
    queryFn: async ({ signal }) =>
      (
        await client.orders.list(
          { page: 1, limit: DASHBOARD_RECENT_ORDERS, sortBy: 'createdAt', sortOrder: 'desc' },
          { signal },
        )
      ).data.orders,
  });
}

/** The dashboard's figures (GET /reports/dashboard). */
export function useDashboardStats() {
  const client = useApiClient();
  return useQuery({
    queryKey: orderKeys.dashboard(),
    queryFn: async () => (await client.orders.dashboard()).data.stats,
    // The spec's failure shows zeroed stats, not stale ones from another session.
    retry: false,
  });
}

/** After a change or delete: every order list, count and figure is fetched again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
