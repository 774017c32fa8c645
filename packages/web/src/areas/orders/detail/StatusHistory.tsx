import { formatLongDateTime, orderStatusLabel } from '@laundry/domain';
import { Skeleton } from '@laundry/ui';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { QueryState } from '../../../app/QueryState';
import * as styles from './OrderDetailPage.css';
import { useOrderStatusHistory } from './queries';

/** Who moved the order to which status, and when (spec part 2 §2.2's status history). */
export function StatusHistory({ orderId }: { orderId: string }) {
  const timeZone = useBusinessTimeZone();
  const history = useOrderStatusHistory(orderId);
  return (
    <QueryState
      query={history}
      loading={{ label: 'Loading status history', skeleton: <Skeleton height={64} /> }}
      failure={{ fallback: 'Failed to load the status history' }}
    >
      {(changes) =>
        changes.length === 0 ? (
          <p className={styles.mutedText}>The status has not changed since the order was taken.</p>
        ) : (
          <ol className={styles.notes} aria-label="Status History">
            {changes.map((change) => (
              <li key={`${change.at}-${change.to}`} className={styles.note}>
                <strong>
                  {orderStatusLabel(change.from)} → {orderStatusLabel(change.to)}
                </strong>
                <div className={styles.mutedText}>
                  {formatLongDateTime(change.at, timeZone)} by {change.by}
                </div>
                {change.notes ? <div>{change.notes}</div> : null}
              </li>
            ))}
          </ol>
        )
      }
    </QueryState>
  );
}
