import { createFakeBackend, fakeOrderForm, makeUser } from '@laundry/api-client/testing';
import { screen, within } from '@testing-library/react';
import { renderApp } from './renderApp';

/**
 * The order form at `path` ('/orders/new', '/orders/{id}/edit', …) for a cashier over
 * `fakeOrderForm`: `fake.creates` and `fake.updates` record what was saved. A test file using it
 * clears `orderDrafts` after each test (every test's first page is the same history entry).
 */
export function renderOrderForm(
  path: string,
  options: Parameters<typeof fakeOrderForm>[0] = {},
  taxRateBasisPoints = 0,
) {
  const fake = fakeOrderForm(options);
  const api = createFakeBackend({ route: fake.route, taxRateBasisPoints });
  return { ...renderApp({ path, signedInAs: makeUser('cashier'), api }), fake };
}

export type OrderFormView = ReturnType<typeof renderOrderForm>;

/** Step 1 by keyboard: type into the focused search, Enter takes the first match. */
export async function pickCustomer({ user }: OrderFormView, text: string) {
  const search = await screen.findByRole('combobox', { name: 'Search customers' });
  if (document.activeElement !== search) await user.click(search);
  await user.keyboard(text);
  await screen.findByRole('option', { name: new RegExp(text) });
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { name: '2. Services' });
}

/** Chooses the service of line `index` in its select. */
export async function chooseService({ user }: OrderFormView, name: string, index = 0) {
  const line = screen.getByRole('group', { name: `Item ${index + 1}` });
  await user.click(within(line).getByRole('combobox', { name: /Service/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
