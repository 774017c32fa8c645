import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// From react-router/dom: it gives the router ReactDOM's flushSync, so a navigation asked for with
// `flushSync: true` (a saved order's page) renders at once instead of in a transition.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { createServices } from './app/createServices';
import { appRoutes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const services = createServices({ storage: window.localStorage });
const router = createBrowserRouter(appRoutes);

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
