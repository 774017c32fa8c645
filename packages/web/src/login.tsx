import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSignInServices } from './areas/auth';
import { LoginPage } from './areas/auth/routes';

// The sign-in page's own entry (login.html, served at /login): the form, the sign-in call and
// the lock-out rule — no router, no query cache, no session machine, none of the back-office.
// Once signed in it loads the back-office (app.html), which restores the stored session.
const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');

const services = createSignInServices({ storage: window.localStorage });

createRoot(root).render(
  <StrictMode>
    <LoginPage services={services} />
  </StrictMode>,
);
