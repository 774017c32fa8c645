import type { AnalyticsPeriod, ServiceListQuery } from '@laundry/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';

/** Spec part 2 §9 cache times: services 5 minutes, service stats 10 minutes. */
const SERVICES_STALE_MS = 5 * 60_000;
const STATS_STALE_MS = 10 * 60_000;

/** Every services query starts with 'services', so one invalidation refreshes them all. */
export const serviceKeys = {
  all: ['services'] as const,
  list: (query: Partial<ServiceListQuery>) => ['services', 'list', query] as const,
  stats: () => ['services', 'stats'] as const,
  overview: () => ['services', 'overview'] as const,
  detail: (id: string) => ['services', 'detail', id] as const,
  analytics: (id: string, period: AnalyticsPeriod) =>
    ['services', 'analytics', id, period] as const,
};

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
export const serviceListQuery = (client: ApiClient, query: Partial<ServiceListQuery>) =>
  queryOptions({
    queryKey: serviceKeys.list(query),
    queryFn: async ({ signal }) => (await client.services.list(query, { signal })).data,
    staleTime: SERVICES_STALE_MS,
  });

export const serviceStatsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: serviceKeys.stats(),
    queryFn: async () => (await client.services.stats()).data,
    staleTime: STATS_STALE_MS,
  });

export const serviceOverviewQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: serviceKeys.overview(),
    queryFn: async () => (await client.services.overview()).data,
    staleTime: STATS_STALE_MS,
  });

export const serviceDetailQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: async () => (await client.services.get(id)).data.service,
    staleTime: SERVICES_STALE_MS,
    retry: false,
  });

export const serviceAnalyticsQuery = (client: ApiClient, id: string, period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: serviceKeys.analytics(id, period),
    queryFn: async () => (await client.services.analytics(id, period)).data,
    placeholderData: keepPreviousData,
    staleTime: SERVICES_STALE_MS,
  });

export function useServiceList(query: Partial<ServiceListQuery>) {
  const client = useApiClient();
  return useQuery({ ...serviceListQuery(client, query), placeholderData: keepPreviousData });
}

/** The active services (at most 100) for the calculator and the order form. */
export function useActiveServices(enabled = true) {
  const client = useApiClient();
  return useQuery({ ...serviceListQuery(client, { isActive: true, limit: 100 }), enabled });
}

export function useServiceStats() {
  const client = useApiClient();
  return useQuery(serviceStatsQuery(client));
}

export function useServiceOverview() {
  const client = useApiClient();
  return useQuery(serviceOverviewQuery(client));
}

export function useService(id: string) {
  const client = useApiClient();
  return useQuery(serviceDetailQuery(client, id));
}

export function useServiceAnalytics(id: string, period: AnalyticsPeriod) {
  const client = useApiClient();
  return useQuery(serviceAnalyticsQuery(client, id, period));
}
