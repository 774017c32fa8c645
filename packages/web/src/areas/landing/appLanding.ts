import { startPage } from '../../i18n/catalogs';
import { pageLanguage } from '../../i18n/language';
import { landingCatalog } from './landingCatalog';

/**
 * The landing page as the back-office's router shows it at / (the dev server's app, a link from
 * the back-office): started in the visitor's language, as its own entry (src/landing.tsx) starts
 * it (issue 42).
 */
export async function loadAppLanding() {
  const [area] = await Promise.all([import('./routes'), startPage(landingCatalog, pageLanguage())]);
  return area;
}
