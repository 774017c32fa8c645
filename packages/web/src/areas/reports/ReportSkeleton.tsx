import { Card, ListSkeleton, Skeleton, StatCard } from '@laundry/ui';
import { QueryLoading } from '../../app/QueryState';
import * as styles from './reports.css';

/** What a report shows while it first loads: its cards, a chart-sized box and table rows. */
export function ReportSkeleton({ cards }: { cards: number }) {
  return (
    <QueryLoading label="Loading report" className={styles.tabBody}>
      <div className={styles.cards}>
        {Array.from({ length: cards }, (_, index) => `card-${index}`).map((key) => (
          <StatCard key={key} label="" value="" loading />
        ))}
      </div>
      <Card>
        <div className={styles.skeletonChart}>
          <Skeleton width="40%" />
          <Skeleton height={300} />
        </div>
      </Card>
      <ListSkeleton view="table" label="Loading report rows" />
    </QueryLoading>
  );
}
