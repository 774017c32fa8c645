import { orderMessages } from '@laundry/domain';
import { ReceiptText } from 'lucide-react';
import { RecordLoadError, RecordLoading } from '../../app/pages/RecordLoadState';

/** 'Order Not Found' (spec part 2 §2.6 and §2.7), or 'Error Loading Order' with Try Again. */
export function OrderLoadError({
  error,
  onRetry,
  notFound,
}: {
  error: unknown;
  onRetry: () => void;
  /** What a missing order says: the detail page and the edit page word it differently. */
  notFound: string;
}) {
  return (
    <RecordLoadError
      error={error}
      onRetry={onRetry}
      icon={<ReceiptText aria-hidden size={28} />}
      back={{ to: '/orders', label: 'Back to Orders' }}
      notFound={{ title: 'Order Not Found', description: notFound }}
      failure={{ title: 'Error Loading Order', fallback: orderMessages.fetchFailed }}
    />
  );
}

export const OrderLoading = () => <RecordLoading label="Loading order..." />;
