import type { PublicConfig } from '@laundry/domain';
import { createContext, use, useEffect, useState } from 'react';

/**
 * The fetch the landing page talks to the API with: the browser's, or a fake server's in tests.
 * The landing has its own entry without the back-office's API client and query cache, so it
 * calls its two endpoints itself.
 */
export const LandingFetchContext = createContext<typeof fetch>((input, init) =>
  globalThis.fetch(input, init),
);

export const PUBLIC_CONFIG_URL = '/api/public/config';

/** The JSON block the server writes into index.html (packages/server/src/http/web.ts). */
export const LANDING_CONFIG_ELEMENT_ID = 'landing-config';

/** What the landing page needs of the public configuration. */
export type LandingConfig = Pick<PublicConfig, 'business' | 'campaign'>;

/**
 * The answer comes from our own server, whose schema built it: the shape is checked, not
 * parsed again, so the first visit loads no schema library.
 */
function isLandingConfig(data: unknown): data is LandingConfig {
  if (typeof data !== 'object' || data === null) return false;
  const { business, campaign } = data as { business?: unknown; campaign?: unknown };
  return (
    typeof business === 'object' &&
    business !== null &&
    typeof campaign === 'object' &&
    campaign !== null
  );
}

/**
 * The configuration the server wrote into the page, so the first paint shows the campaign and
 * the phone without waiting for a request (and nothing moves when it would have answered).
 */
export function readEmbeddedConfig(doc: Document = document): LandingConfig | undefined {
  const text = doc.getElementById(LANDING_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return isLandingConfig(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/public/config: the business's details and the campaign, or null when the server
 * cannot say (the page then shows the spec's defaults).
 */
export async function loadPublicConfig(fetchApi: typeof fetch): Promise<LandingConfig | null> {
  try {
    const response = await fetchApi(PUBLIC_CONFIG_URL, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const { success, data } = body as { success?: unknown; data?: unknown };
    return success === true && isLandingConfig(data) ? data : null;
  } catch {
    return null;
  }
}

/**
 * The landing page's configuration: the one written into the page, else the API's once it has
 * answered (the dev server and tests have no written one); undefined until then.
 */
export function useLandingConfig(): LandingConfig | undefined {
  const fetchApi = use(LandingFetchContext);
  const [config, setConfig] = useState<LandingConfig | undefined>(() => readEmbeddedConfig());
  const embedded = config !== undefined;
  useEffect(() => {
    if (embedded) return;
    let current = true;
    void loadPublicConfig(fetchApi).then((loaded) => {
      if (current && loaded) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, [fetchApi, embedded]);
  return config;
}
