import { customerMessages } from '@laundry/domain';
import { ReceiptText } from 'lucide-react';
import { RecordLoadError, RecordLoading } from '../../app/pages/RecordLoadState';

/** 'Customer not found' or 'Error loading customer', with the way back to /customers. */
export function CustomerLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <RecordLoadError
      error={error}
      onRetry={onRetry}
      icon={<ReceiptText aria-hidden size={28} />}
      back={{ to: '/customers', label: 'Back to customers' }}
      notFound={{
        title: customerMessages.notFound,
        description: 'The customer you are looking for does not exist or has been deleted.',
      }}
      failure={{ title: 'Error loading customer', fallback: customerMessages.fetchFailed }}
    />
  );
}

export const CustomerLoading = () => <RecordLoading label="Loading customer..." />;
