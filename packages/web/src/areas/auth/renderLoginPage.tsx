import { createMemoryStorage } from '@laundry/api-client';
import { createFakeBackend, type FakeBackend } from '@laundry/api-client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageFetchContext } from '../../app/pageConfig';
import { pagesLeftFor } from '../../test/pagesLeftFor';
import { LoginPage } from './LoginPage';
import { createSignInServices } from './signIn';

/**
 * The sign-in page as its entry renders it (src/login.tsx), over a fake API, at `search`
 * (e.g. '?returnTo=%2Fcustomers'). `leftFor` holds where the page sent the browser.
 */
export function renderLoginPage({
  api = createFakeBackend(),
  search = '',
  storage = createMemoryStorage(),
}: {
  api?: FakeBackend;
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
