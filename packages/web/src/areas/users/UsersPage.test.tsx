import {
  createFakeBackend,
  type FakeReply,
  fail,
  fakeUsersApi,
  makeUser,
  someUsers,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

function setup({
  path = '/users',
  failures,
}: {
  path?: string;
  failures?: Record<string, FakeReply>;
} = {}) {
  const backend = fakeUsersApi(someUsers(), { failures });
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path, signedInAs: makeUser('admin'), api });
  return { ...view, backend };
}

const listCalls = (api: ReturnType<typeof createFakeBackend>) =>
  api.requests
    .filter((call) => call.method === 'GET' && call.path === '/users')
    .map((call) => call.query.toString());

async function table() {
  return screen.findByRole('table', { name: 'Users' }, { timeout: 10_000 });
}

function rowOf(list: HTMLElement, name: string) {
  const row = within(list)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('/users list', () => {
  it('shows the four cards and the first page, newest first', async () => {
    const { api } = setup();
    const stats = await screen.findByRole('region', { name: 'User statistics' });
    await waitFor(() => expect(within(stats).getByText('Total Users')).toBeVisible());
    await waitFor(() => expect(stats.textContent).toContain('Total Users4'));
    expect(stats.textContent).toContain('Active3');
    expect(stats.textContent).toContain('Inactive1');
    expect(stats.textContent).toContain('Admins2');
    const list = await table();
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(5));
    expect(screen.getByText('4 users')).toBeVisible();
    expect(within(rowOf(list, 'Amara Silva')).getByText('(you)')).toBeVisible();
    expect(within(rowOf(list, 'Dilini Wickrama')).getByText('Inactive')).toBeVisible();
    expect(listCalls(api)).toContain('page=1&limit=10&sortBy=createdAt&sortOrder=desc');
  });

  it('keeps the filters and the sort in the address and sends them to the server', async () => {
    const { user, api, router } = setup({ path: '/users?role=cashier&isActive=false' });
    const list = await table();
    await waitFor(() =>
      expect(listCalls(api)).toContain(
        'page=1&limit=10&sortBy=createdAt&sortOrder=desc&role=cashier&isActive=false',
      ),
    );
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?sortBy=name&sortOrder=asc&role=cashier&isActive=false',
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'dil');
    await waitFor(() => expect(router.state.location.search).toContain('search=dil'));
    await waitFor(() =>
      expect(listCalls(api).some((query) => query.includes('search=dil'))).toBe(true),
    );
  });

  it('shows the same users as cards in the grid view', async () => {
    const { user, router } = setup();
    await table();
    await user.click(screen.getByRole('radio', { name: 'Grid view' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=grid'));
    const grid = await screen.findByRole('list', { name: 'Users' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid).getByRole('link', { name: 'Nimal Fernando' })).toBeVisible();
  });

  it('offers a way out when nothing matches', async () => {
    const { user, router } = setup({ path: '/users?search=nobody' });
    expect(await screen.findByText('No users found', {}, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the server message when the list fails, and retries', async () => {
    setup({ failures: { 'GET /users': fail(403, 'Failed to fetch users') } });
    expect(await screen.findByText('Failed to fetch users', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it("titles the list's and the cards' failures with the spec's 'Failed to load …'", async () => {
    setup({
      failures: {
        'GET /users': fail(503, 'The database is not answering'),
        'GET /users/stats': fail(503, 'The figures are not answering'),
      },
    });
    expect(await screen.findByText('Failed to load users', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('The database is not answering')).toBeVisible();
    expect(await screen.findByText('Failed to load statistics')).toBeVisible();
    expect(screen.getByText('The figures are not answering')).toBeVisible();
  });

  it('has neither Deactivate nor Delete on the own row', async () => {
    const { user } = setup();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Actions for Amara Silva' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['View', 'Edit', 'Change Password']);
  });

  it('deactivates another user after confirmation', async () => {
    const { user, api, backend } = setup();
    const list = await table();
    await user.click(await screen.findByRole('button', { name: 'Actions for Nimal Fernando' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      api.requests.some((call) => call.method === 'PUT' && call.path.endsWith('/toggle-status')),
    ).toBe(true);
    expect(backend.users.find((account) => account.name === 'Nimal Fernando')?.isActive).toBe(
      false,
    );
    await waitFor(() =>
      expect(within(rowOf(list, 'Nimal Fernando')).getByText('Inactive')).toBeVisible(),
    );
  });

  it('keeps the dialog open with the server reason when a change is refused', async () => {
    const { user } = setup({
      failures: { 'DELETE /users/:id': fail(409, 'You cannot delete your own account') },
    });
    await table();
    await user.click(await screen.findByRole('button', { name: 'Actions for Sahan Jayasuriya' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('You cannot delete your own account')).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('deletes a user after confirmation', async () => {
    const { user, backend } = setup();
    const list = await table();
    await user.click(await screen.findByRole('button', { name: 'Actions for Dilini Wickrama' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeVisible();
    await waitFor(() => expect(list.textContent).not.toContain('Dilini Wickrama'));
    expect(backend.users).toHaveLength(3);
  });
});

describe('change-password dialog', () => {
  it("sets another user's password without the current one", async () => {
    const { user, api } = setup();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Actions for Nimal Fernando' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).queryByLabelText(/Current Password/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please fix the errors in the form')).toBeVisible();
    expect(within(dialog).getByText('New password is required')).toBeVisible();
    expect(within(dialog).getByText('Please confirm your password')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/^New Password/), 'abc');
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeVisible();
    expect(within(dialog).getByText('Passwords do not match')).toBeVisible();

    await user.clear(within(dialog).getByLabelText(/^New Password/));
    await user.type(within(dialog).getByLabelText(/^New Password/), 'Str0ng!pass');
    expect(within(dialog).getByText('Strong')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Confirm New Password/));
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.requests.find((call) => call.path.endsWith('/password'));
    expect(sent?.body).toEqual({ newPassword: 'Str0ng!pass' });
  });

  it('asks for the current password on the own account and shows the server refusal there', async () => {
    const { user, api } = setup();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Actions for Amara Silva' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const current = within(dialog).getByLabelText(/^Current Password/);
    await user.type(current, 'same-pass');
    await user.type(within(dialog).getByLabelText(/^New Password/), 'same-pass');
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'same-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(
      await within(dialog).findByText('New password must be different from current password'),
    ).toBeVisible();

    await user.clear(current);
    await user.type(current, 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('Current password is incorrect').length).toBeGreaterThan(
        0,
      ),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    const sent = api.requests.find((call) => call.path.endsWith('/password'));
    expect(sent?.body).toEqual({ newPassword: 'same-pass', currentPassword: 'wrong-pass' });
  });
});

describe('analytics tab', () => {
  it('shows the split by role and by status from the stats', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=analytics'));
    const table = await screen.findByRole(
      'table',
      { name: 'Users by role and status' },
      { timeout: 5000 },
    );
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['RoleTotalActiveInactive', 'Admin220', 'Cashier211', 'All users431']);
  });
});
