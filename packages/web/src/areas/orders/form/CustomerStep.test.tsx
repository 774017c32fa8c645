import {
  createFakeBackend,
  type FakeRouter,
  fail,
  fakeOrderForm,
  makeUser,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { renderOrderForm } from '../../../test/renderOrderForm';
import { orderDrafts } from './orderDrafts';

afterEach(() => orderDrafts.clear());

const search = () =>
  screen.findByRole('combobox', { name: 'Search customers' }, { timeout: 10_000 });

describe('order form, step 1: the customer', () => {
  it('has the focus, and the arrow keys choose which match Enter takes', async () => {
    const { user } = renderOrderForm('/orders/new');
    const field = await search();
    await waitFor(() => expect(field).toHaveFocus());
    // Both customers' phones start 07.
    await user.keyboard('07');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Kasuni Fernando'),
      expect.stringContaining('Mohamed Rizwan'),
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('heading', { name: '2. Services' });
    const chosen = screen.getByRole('region', { name: 'Selected customer' });
    expect(within(chosen).getByText('Mohamed Rizwan')).toBeVisible();
    expect(within(chosen).getByText(/075-456-7804/)).toBeVisible();
  });

  it('says the discount of the chosen customer when going back, and Change searches again', async () => {
    const { user } = renderOrderForm('/orders/new');
    await search();
    await user.keyboard('Kasuni');
    await screen.findByRole('option', { name: /Kasuni Fernando/ });
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: '2. Services' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('10% discount applies')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const field = await search();
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Selected customer' })).toBeNull();
    await user.keyboard('Rizwan');
    await screen.findByRole('option', { name: /Mohamed Rizwan/ });
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: '2. Services' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('No discount on this order.')).toBeVisible();
  });

  it("says a search that failed with the server's message, and offers no customer", async () => {
    const refuse: FakeRouter = (method, path) =>
      method === 'GET' && path === '/customers/search'
        ? fail(403, 'Searching customers is off for this account')
        : undefined;
    const api = createFakeBackend({ route: [refuse, fakeOrderForm().route] });
    const { user } = renderApp({ path: '/orders/new', signedInAs: makeUser('cashier'), api });
    await search();
    await user.keyboard('Kasuni');
    expect(await screen.findByText('Searching customers is off for this account')).toBeVisible();
    expect(screen.queryByRole('option', { name: /Kasuni Fernando/ })).toBeNull();
    // Not "nobody matches": no offer to add the customer.
    expect(screen.queryByRole('button', { name: 'Add customer' })).toBeNull();
    // Enter takes nobody: the form stays on the customer.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { name: '2. Services' })).toBeNull();
  });

  it('offers Add customer as soon as a phone finds nobody, with no list over it (issue 37)', async () => {
    const { user } = renderOrderForm('/orders/new');
    const field = await search();
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('0719999999');
    const add = await screen.findByRole('button', { name: 'Add customer' }, { timeout: 5000 });
    expect(add).toBeVisible();
    expect(screen.getByText(/No customer matches “0719999999”/)).toBeVisible();
    // The list's own "No customers found" would open over the offer.
    expect(screen.queryByText('No customers found')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
