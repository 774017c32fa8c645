import { ToastProvider } from '@laundry/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BusinessTimeZoneProvider } from './businessTimeZone';
import { type ApiClient, ApiClientProvider } from './services';
import { SessionProvider } from './session';
import type { Signal } from './signal';

export interface AppServices {
  client: ApiClient;
  queryClient: QueryClient;
  /** Fired by the API client when a token refresh fails. */
  sessionExpired: Signal;
}

/**
 * Everything the screens share, outside the router: API client, server state, session, the
 * shop's time zone, toasts.
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
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider client={services.client} sessionExpired={services.sessionExpired}>
          <BusinessTimeZoneProvider>
            <ToastProvider>{children}</ToastProvider>
          </BusinessTimeZoneProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
