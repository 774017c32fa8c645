import { createApiClient, type TokenStorage } from '@laundry/api-client';
import type { AppServices } from './AppProviders';
import { createBusyState } from './busyState';
import { createQueryClient } from './queryClient';
import { createSignal } from './signal';

export interface ServiceOptions {
  storage: TokenStorage;
  /** Another fetch (tests answer with a fake server). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The app's one API client and query client, wired so a failed refresh ends the session and a
 * call the server shed shows the busy notice while it waits to be repeated.
 */
export function createServices({ storage, fetch }: ServiceOptions): AppServices {
  const sessionExpired = createSignal();
  const busy = createBusyState();
  const client = createApiClient({
    baseURL: '/api',
    storage,
    onSessionExpired: () => sessionExpired.emit(),
    onBusy: (event) => busy.report(event),
    ...(fetch ? { fetch } : {}),
  });
  return { client, queryClient: createQueryClient(), sessionExpired, busy };
}
