import { FullPageSpinner } from '@laundry/ui';

/** Shown while the first screen's chunk loads. */
export function RouteFallback() {
  return <FullPageSpinner label="Loading...." />;
}
