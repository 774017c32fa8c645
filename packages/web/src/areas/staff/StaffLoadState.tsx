import { staffMessages } from '@laundry/domain';
import { Button, EmptyState, Spinner } from '@laundry/ui';
import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../../app/errors';
import * as styles from './staff.css';

/** 'Staff member not found' with a link to /staff, or the load failure with a retry. */
export function StaffLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = errorStatus(error) === 404 || errorStatus(error) === 400;
  return (
    <div className={styles.centered}>
      <EmptyState
        icon={<UserX aria-hidden size={28} />}
        title={missing ? staffMessages.notFound : staffMessages.fetchFailed}
        description={missing ? undefined : errorMessage(error, staffMessages.fetchFailed)}
        action={
          <>
            <Button asChild variant="secondary">
              <Link to="/staff">← Back to Staff</Link>
            </Button>
            {missing ? null : <Button onClick={onRetry}>Try Again</Button>}
          </>
        }
      />
    </div>
  );
}

export function StaffLoading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label="Loading staff member..." />
    </div>
  );
}
