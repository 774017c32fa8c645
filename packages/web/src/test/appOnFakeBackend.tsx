import { createMemoryStorage } from '@laundry/api-client';
import { createFakeBackend, type FakeBackend } from '@laundry/api-client/testing';
import type { User } from '@laundry/domain';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders';
import { createServices } from '../app/createServices';
import { PageFetchContext } from '../app/pageConfig';
import { appRoutes } from '../app/routes';

export interface AppOnFakeBackendOptions {
  /** Where the app opens, e.g. '/customers?view=grid'. */
  path: string;
  /** The stored session a reload would find; none opens signed out. */
  signedInAs?: User | null;
  api?: FakeBackend;
}

/**
 * The whole back-office (real routes, session machine, API client and query cache) over the
 * shared fake backend, at `path`: what the web's tests render and the Storybook screens show.
 */
export function appOnFakeBackend({
  path,
  signedInAs = null,
  api = createFakeBackend(),
}: AppOnFakeBackendOptions) {
  const storage = createMemoryStorage(signedInAs ? api.signedInStorage(signedInAs) : {});
  const services = createServices({ storage, fetch: api.fetch });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const element = (
    <PageFetchContext value={api.fetch}>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageFetchContext>
  );
  return { element, router, api, storage, services };
}
