import './i18n/scripts.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './areas/landing/LandingPage';
import { landingCatalog } from './areas/landing/landingCatalog';
import { startPage } from './i18n/catalogs';
import { pageLanguage } from './i18n/language';

// The landing page's own entry (index.html, served at / and /landing): React and the page,
// nothing of the back-office — no router, no query cache, no session. The registration wizard
// is a chunk of its own, fetched on the first click of Register or when the browser is idle.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Marks the page interactive once React has taken it over (`<html data-hydrated>`): the markup is
 * painted before the scripts arrive, so this is when its buttons start to work. The end-to-end
 * tests wait for it before they click.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const page = (
  <StrictMode>
    <LandingPage />
    <MarkHydrated />
  </StrictMode>
);

// The server writes the page's markup into #root (areas/landing/renderLanding.tsx), so it is
// painted before this script arrives: take it over, in the language it was written in (its
// messages are a small chunk of their own, issue 42). The dev server and a build without the
// server renderer send an empty #root: render it.
void startPage(landingCatalog, pageLanguage()).then(() => {
  if (root.hasChildNodes()) hydrateRoot(root, page);
  else createRoot(root).render(page);
});
