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

function isPublicConfigEnvelope(body: unknown): body is { success: true; data: PublicConfig } {
  if (typeof body !== 'object' || body === null) return false;
  const { success, data } = body as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return false;
  const { business, campaign } = data as { business?: unknown; campaign?: unknown };
  return typeof business === 'object' && business !== null && typeof campaign === 'object';
}

/**
 * GET /api/public/config: the business's details and the campaign, or null when the server
 * cannot say (the page then shows the spec's defaults). The answer comes from our own server,
 * whose schema built it: the shape is checked, not parsed again, so the first visit loads no
 * schema library.
 */
export async function loadPublicConfig(fetchApi: typeof fetch): Promise<PublicConfig | null> {
  try {
    const response = await fetchApi(PUBLIC_CONFIG_URL, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isPublicConfigEnvelope(body) ? body.data : null;
  } catch {
    return null;
  }
}

/** The public configuration once the server has answered; undefined until then. */
export function useLandingConfig(): PublicConfig | undefined {
  const fetchApi = use(LandingFetchContext);
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let current = true;
    void loadPublicConfig(fetchApi).then((loaded) => {
      if (current && loaded) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, [fetchApi]);
  return config;
}
