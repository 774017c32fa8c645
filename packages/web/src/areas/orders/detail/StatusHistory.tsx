import { formatLongDateTime, orderStatusLabel } from '@laundry/domain';
import { QueryErrorAlert, Skeleton } from '@laundry/ui';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { errorMessage } from '../../../app/errors';
import * as styles from './OrderDetailPage.css';
import { useOrderStatusHistory } from './queries';

/** Who moved the order to which status, and when (spec part 2 §2.2's status history). */
export function StatusHistory({ orderId }: { orderId: string }) {
  const timeZone = useBusinessTimeZone();
  const history = useOrderStatusHistory(orderId);
  if (history.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading status history">
        <Skeleton height={64} />
      </div>
    );
  if (history.isError)
    return (
      <QueryErrorAlert
        message={errorMessage(history.error, 'Failed to load the status history')}
        onRetry={() => void history.refetch()}
        retrying={history.isRefetching}
      />
    );
  if (history.data.length === 0)
    return (
      <p className={styles.mutedText}>The status has not changed since the order was taken.</p>
    );
  return (
    <ol className={styles.notes} aria-label="Status History">
      {history.data.map((change) => (
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
  );
}
