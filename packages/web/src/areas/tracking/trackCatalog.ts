import type { Catalog } from '../../i18n/catalogs';

/** The tracking page's messages, a chunk per language (lingui.config.ts). */
export const trackCatalog: Catalog = {
  en: () => import('../../locales/track/en.po'),
  si: () => import('../../locales/track/si.po'),
  ta: () => import('../../locales/track/ta.po'),
};
