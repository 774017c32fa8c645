import { createApiClient, type TokenStorage } from '@laundry/api-client';
import type { AppServices } from './AppProviders';
import { createQueryClient } from './queryClient';
import { createSignal } from './signal';

export interface ServiceOptions {
  storage: TokenStorage;
  /** Another fetch (tests answer with a fake server). */
  fetch?: typeof globalThis.fetch;
}

/** The app's one API client and query client, wired so a failed refresh ends the session. */
export function createServices({ storage, fetch }: ServiceOptions): AppServices {
  const sessionExpired = createSignal();
  const client = createApiClient({
    baseURL: '/api',
    storage,
    onSessionExpired: () => sessionExpired.emit(),
    ...(fetch ? { fetch } : {}),
  });
  return { client, queryClient: createQueryClient(), sessionExpired };
}
