import type { Catalog } from '../../i18n/catalogs';

/** The landing page's messages, a chunk per language (lingui.config.ts). */
export const landingCatalog: Catalog = {
  en: () => import('../../locales/landing/en.po'),
  si: () => import('../../locales/landing/si.po'),
  ta: () => import('../../locales/landing/ta.po'),
};
