import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './areas/landing/LandingPage';

// The landing page's own entry (index.html, served at / and /landing): React and the page,
// nothing of the back-office — no router, no query cache, no session. The registration wizard
// is a chunk of its own, fetched on the first click of Register or when the browser is idle.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);
