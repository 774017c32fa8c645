import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AppOnFakeBackendOptions, appOnFakeBackend } from './appOnFakeBackend';
import { pagesLeftFor } from './pagesLeftFor';

/**
 * The back-office over the shared fake backend, rendered for a test at `path`. `leftFor` lists
 * the full page loads it asked for (the sign-in page is another page).
 */
export function renderApp(options: AppOnFakeBackendOptions) {
  const app = appOnFakeBackend(options);
  const user = userEvent.setup();
  const view = render(app.element);
  return { ...view, ...app, user, leftFor: pagesLeftFor };
}
