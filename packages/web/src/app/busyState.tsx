import type { BusyEvent } from '@laundry/api-client';
import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';

/**
 * Whether calls of the API client are waiting to be repeated because the server shed them (503
 * with Retry-After): the client reports each wait (`onBusy`), the shell shows one notice.
 */
export interface BusyState {
  report(event: BusyEvent): void;
  subscribe(listener: () => void): () => void;
  /** The seconds of the latest wait while some call waits, else null. */
  current(): number | null;
}

export function createBusyState(): BusyState {
  let retryAfter: number | null = null;
  const listeners = new Set<() => void>();
  return {
    report(event) {
      const next = event.waiting > 0 ? event.retryAfterSeconds : null;
      if (next === retryAfter) return;
      retryAfter = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => retryAfter,
  };
}

const BusyContext = createContext<BusyState | null>(null);

export function BusyStateProvider({ busy, children }: { busy: BusyState; children: ReactNode }) {
  return <BusyContext value={busy}>{children}</BusyContext>;
}

/** The seconds the server asked to wait while a call waits to be repeated, else null. */
export function useServerBusy(): number | null {
  const busy = use(BusyContext);
  return useSyncExternalStore(
    busy?.subscribe ?? noSubscription,
    busy?.current ?? nothing,
    busy?.current ?? nothing,
  );
}

const noSubscription = () => () => {};
const nothing = () => null;
