/** The public tracking page's path (its own entry, served like the landing page). */
export const TRACKING_PATH = '/track';

/** The query parameter that carries an order's tracking token. */
export const TRACKING_TOKEN_PARAM = 't';

/**
 * The link printed as a QR on the receipt and mailed with it: the tracking page with the
 * order's token. `origin` is the shop's address as the customer reaches it (no trailing slash).
 */
export function trackingUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${TRACKING_PATH}?${TRACKING_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
