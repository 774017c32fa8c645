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

/** The till queries (TanStack `queryOptions`): key, fetch and cache rules together. */
export const tillQueries = {
  /** The caller's open till (its X report) and the float the next session may carry. */
  current: (client: ApiClient) =>
    queryOptions({
      queryKey: tillKeys.current(),
      queryFn: async ({ signal }) => (await client.till.current({ signal })).data,
    }),
  /** The closes (and open tills) by day and cashier. */
  sessions: (client: ApiClient, query: TillSessionListQuery) =>
    queryOptions({
      queryKey: tillKeys.sessions(query),
      queryFn: async ({ signal }) => (await client.till.list(query, { signal })).data,
      placeholderData: keepPreviousData,
    }),
  /** A day's Z report: every session of the day. */
  day: (client: ApiClient, date: string) =>
    queryOptions({
      queryKey: tillKeys.day(date),
      queryFn: async ({ signal }) => (await client.till.dayReport(date, { signal })).data,
    }),
};

/** The caller's open till (its X report) and the float the next session may carry. */
export function useCurrentTill() {
  const client = useApiClient();
  return useQuery(tillQueries.current(client));
}

export function useTillSessions(query: TillSessionListQuery) {
  const client = useApiClient();
  return useQuery(tillQueries.sessions(client, query));
}

export function useTillDay(date: string) {
  const client = useApiClient();
  return useQuery(tillQueries.day(client, date));
}

/** After any till write: every till answer may have moved. */
export function useRefreshTill() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tillKeys.all });
}
