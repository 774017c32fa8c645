import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './services';

export const publicConfigQueryKey = ['public-config'] as const;

/** GET /api/public/config: the business's contact details and, in demo mode, the demo accounts. */
export function usePublicConfig() {
  const client = useApiClient();
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: async () => (await client.publicConfig.get()).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
