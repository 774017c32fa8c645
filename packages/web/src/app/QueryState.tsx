import { QueryErrorAlert } from '@laundry/ui';
import type { ReactNode } from 'react';
import { errorMessage } from './errors';

/** The parts of a TanStack query result a failure reads. */
export interface FailedQuery {
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
}

/** The parts of a TanStack query result a loading, failed or loaded section reads. */
export interface LoadableQuery<Data> extends FailedQuery {
  isError: boolean;
  data: Data | undefined;
}

/**
 * A load that failed, said once for every screen: the server's message (or `fallback`, the
 * spec's 'Failed to …'), an optional title, and Try Again, which refetches.
 */
export function QueryFailure({
  query,
  fallback,
  title,
  retry,
}: {
  query: FailedQuery;
  fallback: string;
  title?: string;
  /** Instead of refetching: what Try Again does and says (services: 'Retry' reloads the page). */
  retry?: { label: string; onRetry: () => void } | undefined;
}) {
  return (
    <QueryErrorAlert
      message={errorMessage(query.error, fallback)}
      onRetry={retry?.onRetry ?? (() => void query.refetch())}
      retrying={query.isRefetching}
      {...(title ? { title } : {})}
      {...(retry ? { retryLabel: retry.label } : {})}
    />
  );
}

/**
 * A section while its query loads, said once for every screen: a status that screen readers
 * name (`label`, 'Loading messages') and that is busy, around the section's skeleton.
 */
export function QueryLoading({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}

/**
 * A section that shows one query: its skeleton while it loads (`QueryLoading`), the failure with
 * Try Again (`QueryFailure`), else what `children` draws of the answer.
 */
export function QueryState<Data>({
  query,
  loading,
  failure,
  children,
}: {
  query: LoadableQuery<Data>;
  loading: { label: string; skeleton: ReactNode; className?: string };
  /** The failure's text when the server gave none, and optionally its title. */
  failure: { fallback: string; title?: string };
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <QueryFailure query={query} {...failure} />;
  if (query.data === undefined)
    return (
      <QueryLoading label={loading.label} className={loading.className}>
        {loading.skeleton}
      </QueryLoading>
    );
  return children(query.data);
}
