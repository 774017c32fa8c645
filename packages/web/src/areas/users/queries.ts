import type { UserListQuery } from '@laundry/api-client';
import type { User } from '@laundry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '../../app/services';

/** Every user query starts with 'users', so one invalidation refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  stats: () => ['users', 'stats'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
export const userListQuery = (client: ApiClient, query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: async () => (await client.users.list(query)).data,
    // Keep the rows of the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });

export const userStatsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: userKeys.stats(),
    queryFn: async () => (await client.users.stats()).data,
  });

export const userDetailQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async () => (await client.users.get(id)).data.user,
  });

export function useUserList(query: UserListQuery) {
  const client = useApiClient();
  return useQuery(userListQuery(client, query));
}

export function useUserStats() {
  const client = useApiClient();
  return useQuery(userStatsQuery(client));
}

export function useUser(id: string, options: { retry?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    ...userDetailQuery(client, id),
    ...(options.retry === false ? { retry: false } : {}),
  });
}

/** After a change: the changed user is known at once, and every list and the stats refetch. */
export function useRefreshUsers() {
  const queryClient = useQueryClient();
  return (changed?: User) => {
    if (changed) queryClient.setQueryData(userKeys.detail(changed._id), changed);
    return queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
}

/** After a delete: forget the user, refresh the lists and the stats. */
export function useForgetUser() {
  const queryClient = useQueryClient();
  return (id: string) => {
    queryClient.removeQueries({ queryKey: userKeys.detail(id) });
    return queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
}
