import { staffMessages } from '@laundry/domain';
import { UserX } from 'lucide-react';
import { RecordLoadError, RecordLoading } from '../../app/pages/RecordLoadState';

/** 'Staff member not found' with the way back to /staff, or the load failure with a retry. */
export function StaffLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <RecordLoadError
      error={error}
      onRetry={onRetry}
      icon={<UserX aria-hidden size={28} />}
      back={{ to: '/staff', label: 'Back to Staff' }}
      notFound={{ title: staffMessages.notFound }}
      failure={{ title: staffMessages.fetchFailed, fallback: staffMessages.fetchFailed }}
    />
  );
}

export const StaffLoading = () => <RecordLoading label="Loading staff member..." />;
