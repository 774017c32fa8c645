import { formatCount } from '@laundry/domain';
import { StatCard, type StatCardProps } from '@laundry/ui';
import { QueryFailure } from '../QueryState';
import * as styles from './page.css';

export type StatItem = Pick<StatCardProps, 'value' | 'hint' | 'icon' | 'tone'> & { label: string };

/** The parts of a TanStack query result the cards read. */
export interface StatsQueryState {
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A screen's row of stat cards, loading together. When `failureMessage` is given a failed load
 * shows the server's message with Try Again in their place; without it the cards stay and show
 * what the caller put in them (e.g. '—').
 */
export function StatCards({
  label,
  items,
  status,
  failureMessage,
}: {
  label: string;
  items: readonly StatItem[];
  status: StatsQueryState;
  failureMessage?: string;
}) {
  if (status.isError && failureMessage) {
    return <QueryFailure query={status} fallback={failureMessage} />;
  }
  return (
    <section className={styles.stats} aria-label={label}>
      {items.map((item) => (
        <StatCard key={item.label} {...item} loading={status.isPending} />
      ))}
    </section>
  );
}

/** A count as the cards show it: 1,234, and 0 while unknown. */
export const statCount = formatCount;
