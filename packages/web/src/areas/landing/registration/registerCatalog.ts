import type { Catalog } from '../../../i18n/catalogs';

/** The registration wizard's messages, fetched with the wizard (lingui.config.ts). */
export const registerCatalog: Catalog = {
  en: () => import('../../../locales/register/en.po'),
  si: () => import('../../../locales/register/si.po'),
  ta: () => import('../../../locales/register/ta.po'),
};
