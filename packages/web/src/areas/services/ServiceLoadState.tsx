import { PackageX } from 'lucide-react';
import { RecordLoadError, RecordLoading } from '../../app/pages/RecordLoadState';
import { serviceMessages } from './messages';

/** 'Service not found' with the way back to /services, or the load failure with a retry. */
export function ServiceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <RecordLoadError
      error={error}
      onRetry={onRetry}
      icon={<PackageX aria-hidden size={28} />}
      back={{ to: '/services', label: 'Back to Services' }}
      notFound={{ title: serviceMessages.notFound }}
      failure={{ title: serviceMessages.loadFailed, fallback: serviceMessages.loadFailed }}
    />
  );
}

export const ServiceLoading = () => <RecordLoading label="Loading service..." />;
