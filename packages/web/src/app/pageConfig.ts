import type { PublicConfig } from '@laundry/domain';
import { createContext, use, useEffect, useState } from 'react';

/**
 * The public configuration of the pages that have an entry of their own (the landing page and
 * the sign-in page): no API client, no query cache, no schema library on a first visit. The
 * server writes the configuration into the page; the dev server and tests have none written,
 * so the page asks GET /api/public/config instead.
 */

/** The fetch these pages talk to the API with: the browser's, or a fake server's in tests. */
export const PageFetchContext = createContext<typeof fetch>((input, init) =>
  globalThis.fetch(input, init),
);

export const PUBLIC_CONFIG_URL = '/api/public/config';

/** The JSON block the server writes into the page (packages/server/src/http/web.ts). */
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/** Checks the parts of the public configuration a page reads. */
export type ConfigGuard<T extends Partial<PublicConfig>> = (data: unknown) => data is T;

/** An object with each of `keys` an object (`demo` may be null: demo mode is off). */
export function hasSections<T extends Partial<PublicConfig>>(
  ...keys: (keyof PublicConfig)[]
): ConfigGuard<T> {
  return (data: unknown): data is T => {
    if (typeof data !== 'object' || data === null) return false;
    const record = data as Record<string, unknown>;
    return keys.every(
      (key) => typeof record[key] === 'object' && (record[key] !== null || key === 'demo'),
    );
  };
}

/**
 * The configuration the server wrote into the page, so the first paint already shows it (and
 * nothing moves when a request would have answered). The answer comes from our own server,
 * whose schema built it: the shape is checked, not parsed again.
 */
export function readEmbeddedConfig<T extends Partial<PublicConfig>>(
  guard: ConfigGuard<T>,
  doc: Document = document,
): T | undefined {
  const text = doc.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return guard(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/public/config, or null when the server cannot say (the page shows its defaults). */
export async function loadPublicConfig<T extends Partial<PublicConfig>>(
  fetchApi: typeof fetch,
  guard: ConfigGuard<T>,
): Promise<T | null> {
  try {
    const response = await fetchApi(PUBLIC_CONFIG_URL, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const { success, data } = body as { success?: unknown; data?: unknown };
    return success === true && guard(data) ? data : null;
  } catch {
    return null;
  }
}

/** The page's configuration: the one written into it, else the API's once it has answered. */
export function usePageConfig<T extends Partial<PublicConfig>>(
  guard: ConfigGuard<T>,
): T | undefined {
  const fetchApi = use(PageFetchContext);
  const [config, setConfig] = useState<T | undefined>(() => readEmbeddedConfig(guard));
  const embedded = config !== undefined;
  useEffect(() => {
    if (embedded) return;
    let current = true;
    void loadPublicConfig(fetchApi, guard).then((loaded) => {
      if (current && loaded) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, [fetchApi, guard, embedded]);
  return config;
}
