import './i18n/scripts.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TrackPage } from './areas/tracking/routes';
import { trackCatalog } from './areas/tracking/trackCatalog';
import { startPage } from './i18n/catalogs';
import { pageLanguage } from './i18n/language';

// The tracking page's own entry (track.html, served at /track): React and the page, nothing of
// the back-office, like the landing page's entry (landing.tsx).
const root = document.getElementById('root');
if (!root) throw new Error('track.html has no #root element');

/** `<html data-hydrated>` once the page works (the end-to-end tests wait for it). */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const page = (
  <StrictMode>
    <TrackPage />
    <MarkHydrated />
  </StrictMode>
);

// The server writes the form's markup into #root (areas/tracking/renderTrack.tsx): take it over,
// in the language it was written in (its messages a chunk of their own, issue 42).
void startPage(trackCatalog, pageLanguage()).then(() => {
  if (root.hasChildNodes()) hydrateRoot(root, page);
  else createRoot(root).render(page);
});
