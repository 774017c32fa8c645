import {
  createFakeBackend,
  fail,
  fakeCustomerApi,
  makeCustomer,
  makeUser,
  someCustomers,
} from '@laundry/api-client/testing';
import type { Role } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

function setup({
  path = '/customers',
  role = 'admin',
  customers = someCustomers(),
}: {
  path?: string;
  role?: Role;
  customers?: ReturnType<typeof someCustomers>;
} = {}) {
  const backend = fakeCustomerApi(customers);
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path, signedInAs: makeUser(role), api });
  return { ...view, backend };
}

const listCalls = (api: ReturnType<typeof createFakeBackend>) =>
  api.requests
    .filter((call) => call.method === 'GET' && call.path === '/customers')
    .map((call) => call.query.toString());

async function table() {
  return screen.findByRole('table', { name: 'Customers' }, { timeout: 10_000 });
}

function names(tableElement: HTMLElement) {
  return within(tableElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent);
}

describe('/customers list', () => {
  it('shows the first page, newest first, with the count and the pages', async () => {
    const { api } = setup();
    const list = await table();
    await waitFor(() => expect(names(list)).toHaveLength(10));
    expect(names(list)[0]).toBe('Nimali Perera');
    expect(screen.getByText('12 customers')).toBeVisible();
    expect(screen.getByText('Showing 1 to 10 of 12 customers')).toBeVisible();
    expect(listCalls(api)).toContain('page=1&limit=10&sortBy=createdAt&sortOrder=desc');
  });

  it('keeps the page, filters and sort in the address', async () => {
    const { user, api, router } = setup();
    await table();

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getByText('Showing 11 to 12 of 12 customers')).toBeVisible());

    // Sorting by a column header goes back to page 1.
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sortBy=fullName&sortOrder=asc'),
    );
    await waitFor(() => expect(names(screen.getByRole('table'))[0]).toBe('Ayesha Bandara'));

    // Back returns to the previous address and its page.
    router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(listCalls(api)).toContain('page=2&limit=10&sortBy=createdAt&sortOrder=desc');
  });

  it('reads the state from the address on load and sends it to the server', async () => {
    const { api } = setup({ path: '/customers?isStudent=true&sortBy=loyaltyPoints&search=it21' });
    const list = await table();
    await waitFor(() =>
      expect(listCalls(api)).toContain(
        'page=1&limit=10&sortBy=loyaltyPoints&sortOrder=desc&search=it21&isStudent=true',
      ),
    );
    await waitFor(() => expect(names(list)).toHaveLength(4));
    expect((screen.getByLabelText('Search customers') as HTMLInputElement).value).toBe('it21');
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain(
      'Most Loyalty Points',
    );
  });

  it('searches as one types, after a pause, and says when nothing matches', async () => {
    const { user, router } = setup();
    await table();
    await user.type(screen.getByLabelText('Search customers'), 'nobody here');
    await waitFor(() => expect(router.state.location.search).toBe('?search=nobody+here'));
    expect(await screen.findByText('No customers found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(names(screen.getByRole('table'))).toHaveLength(10));
  });

  it('shows the cards in grid view', async () => {
    const { user, router } = setup({ customers: someCustomers(3) });
    await table();
    await user.click(screen.getByRole('radio', { name: 'Grid view' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=grid'));
    const grid = screen.getByRole('list', { name: 'Customers' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByRole('link', { name: 'Kasun Jayawardena' })).toBeVisible();
  });

  it("shows the server's message with Try Again when the list fails", async () => {
    const backend = fakeCustomerApi(someCustomers(2));
    // A 4xx is not retried by the query client, so the message shows at once.
    backend.fail('GET /customers', fail(400, 'Failed to fetch customers'));
    const api = createFakeBackend({ route: backend.route });
    const { user } = renderApp({ path: '/customers', signedInAs: makeUser('admin'), api });

    expect(
      await screen.findByText('Failed to fetch customers', {}, { timeout: 6000 }),
    ).toBeVisible();
    backend.heal('GET /customers');
    // The list and the recent customers both failed: each offers Try Again.
    for (const button of screen.getAllByRole('button', { name: 'Try Again' })) {
      await user.click(button);
    }
    expect(await screen.findByRole('link', { name: 'Kasun Jayawardena' })).toBeVisible();
  }, 10_000);

  it('says so when there are no customers at all', async () => {
    setup({ customers: [] });
    expect(await screen.findByText('No customers found', {}, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByText('No recent customers')).toBeVisible();
  });
});

describe('/customers actions', () => {
  it('lets an admin delete after the confirmation, then refreshes the list', async () => {
    const { user, api } = setup({ customers: someCustomers(3) });
    await screen.findByRole('link', { name: 'Kasun Jayawardena' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Actions for Kasun Jayawardena' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete customer?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete Kasun Jayawardena? This cannot be undone.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await screen.findAllByText('Customer deleted successfully')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Kasun Jayawardena' })).toBeNull(),
    );
    expect(
      api.requests.some((call) => call.method === 'DELETE' && call.path === '/customers/c-2'),
    ).toBe(true);
  });

  it('keeps the dialog open with the reason when the delete is refused', async () => {
    const { user, backend } = setup({ customers: someCustomers(2) });
    backend.fail(
      'DELETE /customers/c-2',
      fail(409, 'This customer has orders and cannot be deleted'),
    );
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Actions for Kasun Jayawardena' },
        { timeout: 10_000 },
      ),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This customer has orders and cannot be deleted'),
    ).toBeVisible();
  });

  it('offers a cashier every row action but Delete', async () => {
    const { user } = setup({ role: 'cashier', customers: someCustomers(2) });
    expect(await screen.findByRole('link', { name: 'Add Customer' })).toBeVisible();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Actions for Kasun Jayawardena' },
        { timeout: 10_000 },
      ),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Order', 'View', 'Edit', 'Manage Loyalty']);
  });

  it('row Order goes to /orders/new with the customer preselected', async () => {
    const { user, router } = setup({ customers: someCustomers(2) });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Actions for Kasun Jayawardena' },
        { timeout: 10_000 },
      ),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/new'));
    expect(router.state.location.search).toBe('?customerId=c-2');
    expect(router.state.location.state).toMatchObject({
      preSelectedCustomer: { _id: 'c-2', fullName: 'Kasun Jayawardena' },
    });
  });
});

describe('/customers quick search and recent customers', () => {
  it('finds a customer from 2 characters on and offers the quick actions', async () => {
    const { user, api } = setup();
    const search = await screen.findByRole('combobox', { name: 'Quick search customers' });
    expect(
      (screen.getByRole('button', { name: 'Create Order' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.type(search, 't');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.requests.some((call) => call.path === '/customers/search')).toBe(false);

    await user.type(search, 'haru');
    const option = await screen.findByRole('option', { name: /Tharushi Fernando/ });
    expect(api.requests.find((call) => call.path === '/customers/search')?.query.toString()).toBe(
      'q=tharu&limit=10',
    );
    await user.click(option);

    const selected = screen.getByRole('region', { name: 'Selected customer' });
    expect(within(selected).getByText('Tharushi Fernando')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Order' })).toHaveAttribute(
      'href',
      '/orders/new?customerId=c-3',
    );
  });

  it('says when the quick search finds nobody', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('combobox', { name: 'Quick search customers' }), 'zzz');
    expect(await screen.findByText('No customers found')).toBeVisible();
  });

  it('lists the 5 newest customers and selects one for the quick actions', async () => {
    const { user, api } = setup();
    const recent = await screen.findByRole('region', { name: 'Recent Customers' });
    const buttons = await within(recent).findAllByRole('button');
    expect(buttons).toHaveLength(5);
    expect(
      api.requests.some(
        (call) => call.query.toString() === 'page=1&limit=5&sortBy=createdAt&sortOrder=desc',
      ),
    ).toBe(true);

    await user.click(within(recent).getByRole('button', { name: /Kasun Jayawardena/ }));
    expect(
      within(recent)
        .getByRole('button', { name: /Kasun Jayawardena/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Manage Loyalty' }));
    expect(await screen.findByRole('dialog', { name: 'Manage Loyalty Points' })).toBeVisible();
  });
});

describe('/customers Analytics & Insights', () => {
  it('shows the stats of the chosen range, and the empty states', async () => {
    const { user, api, router } = setup({
      customers: [makeCustomer({ _id: 'a', isStudent: true, loyaltyPoints: 0 })],
      path: '/customers?tab=insights',
    });
    expect(await screen.findByText('Total Customers', {}, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText('No growth data available')).toBeVisible();
    expect(screen.getByText('No loyalty data available')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=insights&range=90'));
    await waitFor(() =>
      expect(
        api.requests
          .filter((call) => call.path === '/customers/stats')
          .map((call) => call.query.toString()),
      ).toEqual(['timeRange=30', 'timeRange=90']),
    );
  }, 10_000);

  it('says so when the analytics fail', async () => {
    const backend = fakeCustomerApi([]);
    backend.fail('GET /customers/stats', fail(403, 'Not allowed'));
    const api = createFakeBackend({ route: backend.route });
    renderApp({ path: '/customers?tab=insights', signedInAs: makeUser('admin'), api });
    expect(
      await screen.findByText('Failed to load customer analytics', {}, { timeout: 5000 }),
    ).toBeVisible();
  }, 10_000);
});
