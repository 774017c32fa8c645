import { userMessages } from '@laundry/domain';
import { UserX } from 'lucide-react';
import { RecordLoadError, RecordLoading } from '../../app/pages/RecordLoadState';

/** 'User not found' with the way back to /users, or the load failure with a retry. */
export function UserLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <RecordLoadError
      error={error}
      onRetry={onRetry}
      icon={<UserX aria-hidden size={28} />}
      back={{ to: '/users', label: 'Back to Users' }}
      notFound={{
        title: userMessages.notFound,
        description: 'The user you are looking for does not exist or has been deleted.',
      }}
      failure={{ title: userMessages.fetchDetailFailed, fallback: userMessages.userRequestFailed }}
    />
  );
}

export const UserLoading = () => <RecordLoading label="Loading user..." />;
