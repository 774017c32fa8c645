import type { AuditEntity, AuditListQuery } from '@laundry/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';

/** Every audit query starts with 'audit': a write that is audited invalidates them all. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => ['audit', 'list', query] as const,
  actors: () => ['audit', 'actors'] as const,
  history: (entity: AuditEntity, id: string, page: number) =>
    ['audit', 'history', entity, id, page] as const,
};

/** A record's history shows this many changes a page. */
const HISTORY_PAGE_SIZE = 10;

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
export const auditListQuery = (client: ApiClient, query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: async ({ signal }) => (await client.audit.list(query, { signal })).data,
    placeholderData: keepPreviousData,
  });

/** Everyone who appears in the log, for the "Who" filter. */
export const auditActorsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: auditKeys.actors(),
    queryFn: async () => (await client.audit.actors()).data.actors,
  });

/** A record's own history, a page at a time. */
export const auditHistoryQuery = (
  client: ApiClient,
  entity: AuditEntity,
  id: string,
  page: number,
) =>
  queryOptions({
    queryKey: auditKeys.history(entity, id, page),
    queryFn: async () =>
      (await client.audit.history(entity, id, { page, limit: HISTORY_PAGE_SIZE })).data,
    placeholderData: keepPreviousData,
  });

export function useAuditList(query: AuditListQuery) {
  const client = useApiClient();
  return useQuery(auditListQuery(client, query));
}

export function useAuditActors() {
  const client = useApiClient();
  return useQuery(auditActorsQuery(client));
}

export function useRecordHistory(entity: AuditEntity, id: string, page: number) {
  const client = useApiClient();
  return useQuery(auditHistoryQuery(client, entity, id, page));
}
