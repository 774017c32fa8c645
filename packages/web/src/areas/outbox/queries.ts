import type { OutboxListQuery } from '@laundry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';

/** The outbox's keys, and the message settings kept beside it. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (query: OutboxListQuery) => ['outbox', 'list', query] as const,
  messageSettings: () => ['settings', 'messages'] as const,
};

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
export const outboxListQuery = (client: ApiClient, query: OutboxListQuery) =>
  queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: async ({ signal }) => (await client.outbox.list(query, { signal })).data,
    placeholderData: keepPreviousData,
  });

/** Which optional customer messages are on (issue 25). */
export const outboxMessageSettingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: outboxKeys.messageSettings(),
    queryFn: async ({ signal }) => (await client.settings.messages({ signal })).data.settings,
  });

export function useOutboxList(query: OutboxListQuery) {
  const client = useApiClient();
  return useQuery(outboxListQuery(client, query));
}

/** After a resend: every outbox list is fetched again. */
export function useRefreshOutbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: outboxKeys.all });
}
