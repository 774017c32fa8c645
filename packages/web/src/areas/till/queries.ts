import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../app/services';

/** The till's cache keys: the caller's till, the closes list, a day's Z report. */
export const tillKeys = {
  all: ['till'] as const,
  current: ['till', 'current'] as const,
};

/** The caller's open till (its X report) and the float the next session may carry. */
export function useCurrentTill() {
  const client = useApiClient();
  return useQuery({
    queryKey: tillKeys.current,
    queryFn: async ({ signal }) => (await client.till.current({ signal })).data,
  });
}

/** After any till write: every till answer may have moved. */
export function useRefreshTill() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tillKeys.all });
}
