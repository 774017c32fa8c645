import { ToastProvider } from '@laundry/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BusinessTimeZoneProvider } from './businessTimeZone';
import { type BusyState, BusyStateProvider } from './busyState';
import { ServerDownBanner } from './ServerDownBanner';
import type { ServerWatch } from './serverWatch';
import { type ApiClient, ApiClientProvider } from './services';
import { SessionProvider } from './session';
import type { Signal } from './signal';

export interface AppServices {
  client: ApiClient;
  queryClient: QueryClient;
  /** Fired by the API client when a token refresh fails. */
  sessionExpired: Signal;
  /** Calls waiting to be repeated because the server was busy (503 with Retry-After). */
  busy: BusyState;
  /** Whether the shop's server answers (the banner on every screen). */
  server: ServerWatch;
}

/**
 * Everything the screens share, outside the router: API client, its busy state, server
 * state, session, the shop's time zone, toasts, and the notice on every screen while the shop's
 * server is not answering.
 */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <ApiClientProvider client={services.client}>
      <BusyStateProvider busy={services.busy}>
        <QueryClientProvider client={services.queryClient}>
          <SessionProvider client={services.client} sessionExpired={services.sessionExpired}>
            <BusinessTimeZoneProvider>
              <ToastProvider>
                <ServerDownBanner server={services.server} />
                {children}
              </ToastProvider>
            </BusinessTimeZoneProvider>
          </SessionProvider>
        </QueryClientProvider>
      </BusyStateProvider>
    </ApiClientProvider>
  );
}
