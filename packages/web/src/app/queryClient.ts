import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './errors';

/** Retry only what may succeed on a second try: no answer, or the server failing (5xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  const transient = status === 0 || status >= 500;
  return transient && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
