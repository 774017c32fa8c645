import {
  DASHBOARD_RECENT_ORDERS,
  type OrderAnalyticsQuery,
  type OrderListQuery,
  type ReadyListQuery,
} from '@laundry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';

/**
 * The order queries' keys, the one place that knows them. Every one starts with 'orders', so one
 * invalidation refreshes them all (the ready shelf and the edit form's order included); an
 * order's own answers sit under `detail(id)`.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: Partial<OrderListQuery>) => ['orders', 'list', query] as const,
  analytics: (query: OrderAnalyticsQuery) => ['orders', 'analytics', query] as const,
  recent: () => ['orders', 'recent'] as const,
  dashboard: () => ['orders', 'dashboard'] as const,
  ready: (query: ReadyListQuery) => ['orders', 'ready', query] as const,
  assignableStaff: () => ['orders', 'assignable-staff'] as const,
  edit: (id: string) => ['orders', 'edit', id] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  receipt: (id: string) => ['orders', 'detail', id, 'receipt'] as const,
  statusHistory: (id: string) => ['orders', 'detail', id, 'status-history'] as const,
  tracking: (id: string) => ['orders', 'detail', id, 'tracking'] as const,
  messages: (id: string) => ['orders', 'detail', id, 'messages'] as const,
};

/** Orders stay fresh for 2 minutes (spec part 2 §7 'Caching'). */
const ORDER_STALE_MS = 2 * 60 * 1000;

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
export const orderListQuery = (client: ApiClient, query: Partial<OrderListQuery>) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }) => (await client.orders.list(query, { signal })).data,
    // Keep the rows of the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });

export const orderAnalyticsQuery = (client: ApiClient, query: OrderAnalyticsQuery) =>
  queryOptions({
    queryKey: orderKeys.analytics(query),
    queryFn: async ({ signal }) => (await client.orders.analytics(query, { signal })).data,
    placeholderData: keepPreviousData,
  });

/** The dashboard's 3 most recent orders, newest first. */
export const orderRecentQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.recent(),
    queryFn: async ({ signal }) =>
      (
        await client.orders.list(
          { page: 1, limit: DASHBOARD_RECENT_ORDERS, sortBy: 'createdAt', sortOrder: 'desc' },
          { signal },
        )
      ).data.orders,
  });

/** The dashboard's figures (GET /reports/dashboard). */
export const orderDashboardQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.dashboard(),
    queryFn: async () => (await client.orders.dashboard()).data.stats,
    // The spec's failure shows zeroed stats, not stale ones from another session.
    retry: false,
  });

/** The bags on the shelf: every order change (a move, a payment, a handover) refreshes it. */
export const orderReadyQuery = (client: ApiClient, query: ReadyListQuery) =>
  queryOptions({
    queryKey: orderKeys.ready(query),
    queryFn: async ({ signal }) => (await client.orders.ready(query, { signal })).data,
    placeholderData: keepPreviousData,
  });

export const orderAssignableStaffQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.assignableStaff(),
    queryFn: async () => (await client.orders.assignableStaff()).data.staff,
  });

/** GET /orders/{id} for the edit form. */
export const orderEditQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: orderKeys.edit(id),
    queryFn: async ({ signal }) => (await client.orders.get(id, { signal })).data.order,
    retry: false,
  });

export const orderDetailQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => (await client.orders.get(id, { signal })).data.order,
    staleTime: ORDER_STALE_MS,
  });

/** The shop's bank details for a transfer, read once one is chosen. */
export const orderReceiptQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: orderKeys.receipt(id),
    queryFn: async () => (await client.orders.receipt(id)).data,
    retry: false,
  });

export const orderStatusHistoryQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: orderKeys.statusHistory(id),
    queryFn: async ({ signal }) => (await client.orders.statusHistory(id, { signal })).data.history,
    staleTime: ORDER_STALE_MS,
  });

export const orderTrackingQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(id),
    queryFn: async ({ signal }) => (await client.orders.tracking(id, { signal })).data.token,
    staleTime: ORDER_STALE_MS,
  });

/**
 * The order's messages to its customer. Under the order's key, so the refresh after a status
 * move (which may queue one) fetches them again; while one waits for a retry, every 15 s.
 */
export const orderMessagesQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: orderKeys.messages(id),
    queryFn: async ({ signal }) => (await client.orders.messages(id, { signal })).data.messages,
    refetchInterval: (query) =>
      query.state.data?.some(
        (message) => message.state === 'waiting' && message.channel !== 'whatsapp',
      )
        ? 15_000
        : false,
  });

export function useOrderList(query: Partial<OrderListQuery>) {
  const client = useApiClient();
  return useQuery(orderListQuery(client, query));
}

export function useOrderAnalytics(query: OrderAnalyticsQuery) {
  const client = useApiClient();
  return useQuery(orderAnalyticsQuery(client, query));
}

/** The dashboard's 3 most recent orders, newest first. */
export function useRecentOrders() {
  const client = useApiClient();
  return useQuery(orderRecentQuery(client));
}

/** The dashboard's figures (GET /reports/dashboard). */
export function useDashboardStats() {
  const client = useApiClient();
  return useQuery(orderDashboardQuery(client));
}

/** The bags waiting on the shelf, a page of the ready list. */
export function useReadyOrders(query: ReadyListQuery) {
  const client = useApiClient();
  return useQuery(orderReadyQuery(client, query));
}

/** After a change or delete: every order list, count and figure is fetched again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
