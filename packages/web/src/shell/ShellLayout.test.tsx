import {
  createFakeBackend,
  fakeCustomerApi,
  fakeOrderForm,
  makeUser,
  someCustomers,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('the shell on navigation', () => {
  it('moves focus to the new page heading, not <body>', async () => {
    const backend = fakeCustomerApi(someCustomers());
    const api = createFakeBackend({ route: backend.route });
    const { user } = renderApp({ path: '/dashboard', signedInAs: makeUser('admin'), api });
    const nav = await screen.findByRole('navigation', { name: /./ });
    await user.click(within(nav).getByRole('link', { name: 'Customers' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Customer Management' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus on a field the new page marks data-autofocus (the order form search)', async () => {
    const { user } = renderApp({
      path: '/dashboard',
      signedInAs: makeUser('cashier'),
      api: createFakeBackend({ route: fakeOrderForm().route }),
    });
    const nav = await screen.findByRole('navigation', { name: /./ });
    await user.click(within(nav).getByRole('link', { name: 'New Order' }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Order' });
    const search = screen.getByRole('combobox', { name: 'Search customers' });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it('sends the header search to the customer list, at the list, on any width', async () => {
    const backend = fakeCustomerApi(someCustomers());
    const api = createFakeBackend({ route: backend.route });
    const { user, router } = renderApp({
      path: '/dashboard',
      signedInAs: makeUser('admin'),
      api,
    });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'Nimali{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(router.state.location.search).toBe('?search=Nimali');
    expect(router.state.location.hash).toBe('#customer-list');
    expect(await screen.findByRole('table', { name: 'Customers' })).toBeVisible();
    expect(document.getElementById('customer-list')).toBeInTheDocument();
  });
});
