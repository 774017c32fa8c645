import { startPage } from '../../i18n/catalogs';
import { pageLanguage } from '../../i18n/language';
import { trackCatalog } from './trackCatalog';

/** Starts the tracking page in the visitor's language (issue 42), before src/track.tsx hydrates. */
export function startTrack() {
  return startPage(trackCatalog, pageLanguage());
}
