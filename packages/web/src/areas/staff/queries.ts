import { STAFF_CACHE_TIME_MS, STAFF_STALE_TIME_MS } from '@laundry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';
import { auditKeys } from '../audit';

/** Every staff query starts with 'staff', so one invalidation refreshes them all. */
export const staffKeys = {
  all: ['staff'] as const,
  list: () => ['staff', 'list'] as const,
  stats: () => ['staff', 'stats'] as const,
  detail: (id: string) => ['staff', 'detail', id] as const,
  analytics: (id: string) => ['staff', 'analytics', id] as const,
};

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
/** The whole directory, loaded once (spec §7: fresh 5 minutes, kept 10). */
export const staffListQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: staffKeys.list(),
    queryFn: async () => (await client.staff.list()).data,
    staleTime: STAFF_STALE_TIME_MS,
    gcTime: STAFF_CACHE_TIME_MS,
  });

export const staffStatsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: staffKeys.stats(),
    queryFn: async () => (await client.staff.stats()).data,
  });

export const staffDetailQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: staffKeys.detail(id),
    queryFn: async () => (await client.staff.get(id)).data,
    retry: false,
  });

export const staffAnalyticsQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: staffKeys.analytics(id),
    queryFn: async () => (await client.staff.analytics(id)).data,
  });

/** The whole directory, loaded once (spec §7: fresh 5 minutes, kept 10). */
export function useStaffList() {
  const client = useApiClient();
  return useQuery(staffListQuery(client));
}

export function useStaffStats() {
  const client = useApiClient();
  return useQuery(staffStatsQuery(client));
}

export function useStaffMember(id: string) {
  const client = useApiClient();
  return useQuery(staffDetailQuery(client, id));
}

export function useStaffAnalytics(id: string) {
  const client = useApiClient();
  return useQuery(staffAnalyticsQuery(client, id));
}

/** After any staff change: the lists, stats, details and the audit history refetch. */
export function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}
