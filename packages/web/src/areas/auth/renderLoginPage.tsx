import { createMemoryStorage } from '@laundry/api-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageFetchContext } from '../../app/pageConfig';
import { createFakeApi, type FakeApi } from '../../test/fakeApi';
import { pagesLeftFor } from '../../test/pagesLeftFor';
import { LoginPage } from './LoginPage';
import { createSignInServices } from './signIn';

/**
 * The sign-in page as its entry renders it (src/login.tsx), over a fake API, at `search`
 * (e.g. '?returnTo=%2Fcustomers'). `leftFor` holds where the page sent the browser.
 */
export function renderLoginPage({
  api = createFakeApi(),
  search = '',
  storage = createMemoryStorage(),
}: {
  api?: FakeApi;
  search?: string;
  storage?: ReturnType<typeof createMemoryStorage>;
} = {}) {
  window.history.replaceState(null, '', `/login${search}`);
  const services = createSignInServices({ storage, fetch: api.fetch });
  const user = userEvent.setup();
  const view = render(
    <PageFetchContext value={api.fetch}>
      <LoginPage services={services} />
    </PageFetchContext>,
  );
  return { ...view, api, user, storage, leftFor: pagesLeftFor };
}
