import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
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
