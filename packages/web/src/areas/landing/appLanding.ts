import { startPage } from '../../i18n/catalogs';
import { pageLanguage } from '../../i18n/language';
import { landingCatalog } from './landingCatalog';

/**
 * The landing page as the back-office's router shows it at / (the dev server's app, a link from
 * the back-office): with its catalog in the visitor's language, as its own entry starts it.
 */
export async function loadAppLanding() {
  const [page] = await Promise.all([
    import('./LandingPage'),
    startPage(landingCatalog, pageLanguage()),
  ]);
  return page;
}
