import { startPage } from '../../i18n/catalogs';
import { pageLanguage } from '../../i18n/language';
import { landingCatalog } from './landingCatalog';

/**
 * Starts the landing page in the visitor's language (issue 42): its catalog loaded and active,
 * `<html lang>` set. Its own entry (src/landing.tsx) calls it before it hydrates, the
 * back-office's router before it shows the page at / (the dev server's app).
 */
export function startLanding() {
  return startPage(landingCatalog, pageLanguage());
}
