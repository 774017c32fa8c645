import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from './services';

/** GET /api/public/config: the business's contact details and, in demo mode, the demo accounts. */
export const publicConfigQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['public-config'] as const,
    queryFn: async () => (await client.publicConfig.get()).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  const client = useApiClient();
  return useQuery(publicConfigQuery(client));
}
