import { isApiError } from '@laundry/api-client';
import { userMessages } from '@laundry/domain';
import { Button, EmptyState, Spinner } from '@laundry/ui';
import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../../app/errors';
import * as styles from './users.css';

/** An id the server does not know, or that is no user id at all (400 on `id`), is missing. */
export function isMissingUser(error: unknown): boolean {
  return (
    errorStatus(error) === 404 ||
    (errorStatus(error) === 400 && isApiError(error) && error.field === 'id')
  );
}

/** 'User not found' with '← Back to Users', or the load failure with a retry. */
export function UserLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isMissingUser(error);
  return (
    <div className={styles.centered}>
      <EmptyState
        icon={<UserX aria-hidden size={28} />}
        headingLevel={2}
        title={missing ? userMessages.notFound : userMessages.fetchDetailFailed}
        description={
          missing
            ? 'The user you are looking for does not exist or has been deleted.'
            : errorMessage(error, userMessages.fetchDetailFailed)
        }
        action={
          <>
            <Button asChild variant="secondary">
              <Link to="/users">← Back to Users</Link>
            </Button>
            {missing ? null : <Button onClick={onRetry}>Try Again</Button>}
          </>
        }
      />
    </div>
  );
}

export function UserLoading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label="Loading user..." />
    </div>
  );
}
