import { isApiError } from '@laundry/api-client';
import { customerMessages } from '@laundry/domain';
import { Button, EmptyState, Spinner } from '@laundry/ui';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../../app/errors';
import * as styles from './CustomerDetailPage.css';

/** The failure of a screen that needs one customer: 'Customer not found' or 'Error loading customer', with a way back. */
export function CustomerLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // An id that is not a customer id at all (400 on `id`) is as missing as an unknown one.
  const missing =
    errorStatus(error) === 404 ||
    (errorStatus(error) === 400 && isApiError(error) && error.field === 'id');
  return (
    <div className={styles.centered}>
      <EmptyState
        icon={<ReceiptText aria-hidden size={28} />}
        headingLevel={2}
        title={missing ? customerMessages.notFound : 'Error loading customer'}
        description={
          missing
            ? 'The customer you are looking for does not exist or has been deleted.'
            : errorMessage(error, customerMessages.fetchFailed)
        }
        action={
          <>
            <Button asChild variant="secondary" iconStart={<ArrowLeft />}>
              <Link to="/customers">Back to customers</Link>
            </Button>
            {missing ? null : <Button onClick={onRetry}>Try Again</Button>}
          </>
        }
      />
    </div>
  );
}

export function CustomerLoading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label="Loading customer..." />
    </div>
  );
}
