import { createMemoryStorage } from '@laundry/api-client';
import type { User } from '@laundry/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createServices } from '../app/createServices';
import { PageFetchContext } from '../app/pageConfig';
import { appRoutes } from '../app/routes';
import { createFakeApi, type FakeApi } from './fakeApi';
import { pagesLeftFor } from './pagesLeftFor';

/**
 * The whole back-office (real routes, session machine and API client) over a fake API, at
 * `path`. `leftFor` lists the full page loads it asked for (the sign-in page is another page).
 */
export function renderApp({
  path,
  signedInAs = null,
  api = createFakeApi(),
}: {
  path: string;
  signedInAs?: User | null;
  api?: FakeApi;
}) {
  const storage = createMemoryStorage(signedInAs ? api.signedInStorage(signedInAs) : {});
  const services = createServices({ storage, fetch: api.fetch });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <PageFetchContext value={api.fetch}>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageFetchContext>,
  );
  return { ...view, router, user, api, storage, services, leftFor: pagesLeftFor };
}
