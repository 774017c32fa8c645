import type { TillSessionListQuery } from '@laundry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';

/** The till's cache keys: the caller's till, the closes list, a day's Z report. */
export const tillKeys = {
  all: ['till'] as const,
  current: () => ['till', 'current'] as const,
  sessions: (query: TillSessionListQuery) => ['till', 'sessions', query] as const,
  day: (date: string) => ['till', 'day', date] as const,
};

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
/** The caller's open till (its X report) and the float the next session may carry. */
export const tillCurrentQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: tillKeys.current(),
    queryFn: async ({ signal }) => (await client.till.current({ signal })).data,
  });

/** The closes (and open tills) by day and cashier. */
export const tillSessionsQuery = (client: ApiClient, query: TillSessionListQuery) =>
  queryOptions({
    queryKey: tillKeys.sessions(query),
    queryFn: async ({ signal }) => (await client.till.list(query, { signal })).data,
    placeholderData: keepPreviousData,
  });

/** A day's Z report: every session of the day. */
export const tillDayQuery = (client: ApiClient, date: string) =>
  queryOptions({
    queryKey: tillKeys.day(date),
    queryFn: async ({ signal }) => (await client.till.dayReport(date, { signal })).data,
  });

/** The caller's open till (its X report) and the float the next session may carry. */
export function useCurrentTill() {
  const client = useApiClient();
  return useQuery(tillCurrentQuery(client));
}

export function useTillSessions(query: TillSessionListQuery) {
  const client = useApiClient();
  return useQuery(tillSessionsQuery(client, query));
}

export function useTillDay(date: string) {
  const client = useApiClient();
  return useQuery(tillDayQuery(client, date));
}

/** After any till write: every till answer may have moved. */
export function useRefreshTill() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tillKeys.all });
}
