import { isApiError } from '@laundry/api-client';
import { orderMessages } from '@laundry/domain';
import { Button, EmptyState, Spinner } from '@laundry/ui';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../../../app/errors';
import * as styles from './OrderDetailPage.css';

/** 'Order Not Found' (404, or an id that is no order id) or 'Error Loading Order' with Try Again. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing =
    errorStatus(error) === 404 ||
    (errorStatus(error) === 400 && isApiError(error) && error.field === 'id');
  return (
    <div className={styles.centered}>
      <EmptyState
        icon={<ReceiptText aria-hidden size={28} />}
        headingLevel={2}
        title={missing ? 'Order Not Found' : 'Error Loading Order'}
        description={
          missing
            ? 'The order you are looking for does not exist or has been deleted.'
            : errorMessage(error, orderMessages.fetchFailed)
        }
        action={
          <>
            <Button asChild variant="secondary" iconStart={<ArrowLeft />}>
              <Link to="/orders">Back to Orders</Link>
            </Button>
            {missing ? null : <Button onClick={onRetry}>Try Again</Button>}
          </>
        }
      />
    </div>
  );
}

export function OrderLoading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label="Loading order..." />
    </div>
  );
}
