import { BUSY_RETRYING_MESSAGE } from '@laundry/api-client';
import { Alert } from '@laundry/ui';
import { useServerBusy } from './busyState';

/**
 * "The server is busy. Retrying…" while a read the server shed waits to be repeated; the screen
 * behind keeps its loading state, so a person sees why it takes longer instead of an error.
 */
export function BusyNotice() {
  const retryAfter = useServerBusy();
  if (retryAfter === null) return null;
  return <Alert tone="warning">{BUSY_RETRYING_MESSAGE}</Alert>;
}
