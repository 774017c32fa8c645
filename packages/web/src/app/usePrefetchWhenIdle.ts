import { useEffect } from 'react';

/**
 * Fetches a lazy chunk once the page has loaded and the browser has nothing else to do, so the
 * next screen opens without waiting for the network, and fetching it never competes with this
 * screen's first paint or first interaction. Browsers without `requestIdleCallback` (Safari)
 * fetch it when it is first needed, as before. `load` must be stable (a module-level function).
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    let handle: number | undefined;
    const whenIdle = () => {
      handle = window.requestIdleCallback(() => void load());
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle !== undefined) window.cancelIdleCallback(handle);
    };
  }, [load]);
}
