import type { PublicTracking, TrackingLookup } from '@laundry/domain';
import { trackingMessages } from '@laundry/domain';

/** What a lookup answers: the order's public view, or the server's one message for a miss. */
export type TrackResult = { ok: true; tracking: PublicTracking } | { ok: false; message: string };

export const NETWORK_MESSAGE = 'We could not reach the shop. Check your connection and try again.';

/**
 * The tracking page's two calls, with the browser's fetch: no API client and no schema library
 * on this page (it must stay as small as the landing page). The answer comes from our own
 * server, whose schema built it; only the envelope is checked.
 */
async function call(fetchApi: typeof fetch, url: string, init?: RequestInit): Promise<TrackResult> {
  try {
    const response = await fetchApi(url, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      data?: PublicTracking;
      message?: string;
    } | null;
    if (response.ok && body?.success && body.data) return { ok: true, tracking: body.data };
    if (response.status === 429) return { ok: false, message: trackingMessages.tooMany };
    return { ok: false, message: body?.message ?? trackingMessages.notFound };
  } catch {
    return { ok: false, message: NETWORK_MESSAGE };
  }
}

export function trackByPhone(fetchApi: typeof fetch, lookup: TrackingLookup) {
  return call(fetchApi, '/api/track', { method: 'POST', body: JSON.stringify(lookup) });
}

export function trackByToken(fetchApi: typeof fetch, token: string) {
  return call(fetchApi, `/api/track/${encodeURIComponent(token)}`);
}
