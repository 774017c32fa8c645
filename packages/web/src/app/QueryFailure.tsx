import { QueryErrorAlert } from '@laundry/ui';
import { errorMessage } from './errors';

/** The parts of a TanStack query result a failure reads. */
export interface FailedQuery {
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
}

/**
 * A load that failed, said once for every screen: the server's message (or `fallback`, the
 * spec's 'Failed to …'), an optional title, and Try Again, which refetches.
 */
export function QueryFailure({
  query,
  fallback,
  title,
}: {
  query: FailedQuery;
  fallback: string;
  title?: string;
}) {
  return (
    <QueryErrorAlert
      message={errorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      {...(title ? { title } : {})}
    />
  );
}
