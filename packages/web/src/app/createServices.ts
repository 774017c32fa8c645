import { createApiClient, type TokenStorage } from '@laundry/api-client';
import type { AppServices } from './AppProviders';
import { createBusyState } from './busyState';
import { createQueryClient } from './queryClient';
import { createServerWatch } from './serverWatch';
import { createSignal } from './signal';

export interface ServiceOptions {
  storage: TokenStorage;
  /** Another fetch (tests answer with a fake server). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The app's one API client and query client, wired so a failed refresh ends the session, a call
 * the server shed shows the busy notice while it waits to be repeated, and every call is watched
 * for the shop's server not answering.
 */
export function createServices({ storage, fetch }: ServiceOptions): AppServices {
  const sessionExpired = createSignal();
  const busy = createBusyState();
  // Bound: the browser's fetch refuses to run with another `this`.
  const server = createServerWatch(fetch ?? globalThis.fetch.bind(globalThis));
  const client = createApiClient({
    baseURL: '/api',
    storage,
    onSessionExpired: () => sessionExpired.emit(),
    onBusy: (event) => busy.report(event),
    fetch: server.fetch,
  });
  return { client, queryClient: createQueryClient(), sessionExpired, busy, server };
}
