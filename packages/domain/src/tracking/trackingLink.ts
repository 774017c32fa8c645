import type { Language } from '../language';

/** The public tracking page's path (its own entry, served like the landing page). */
export const TRACKING_PATH = '/track';

/** The query parameter that carries an order's tracking token. */
export const TRACKING_TOKEN_PARAM = 't';

/** The query parameter that opens a public page in a language (issue 42): `lang=si`. */
export const LANGUAGE_PARAM = 'lang';

/**
 * The link printed as a QR on the receipt and mailed with it: the tracking page with the
 * order's token. `origin` is the shop's address as the customer reaches it (no trailing slash).
 * A Sinhala or Tamil reader's link opens the page in their language (`&lang=si`).
 */
export function trackingUrl(origin: string, token: string, language: Language = 'en'): string {
  const lang = language === 'en' ? '' : `&${LANGUAGE_PARAM}=${language}`;
  return `${origin.replace(/\/+$/, '')}${TRACKING_PATH}?${TRACKING_TOKEN_PARAM}=${encodeURIComponent(token)}${lang}`;
}
