import {
  createFakeBackend,
  type FakeReply,
  fail,
  fakeUsersApi,
  makeUser,
  someUsers,
} from '@laundry/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

function setup(path: string, failures?: Record<string, FakeReply>) {
  const users = someUsers();
  const backend = fakeUsersApi(users, { failures });
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path, signedInAs: makeUser('admin'), api });
  return { ...view, backend, users };
}

const writes = (api: ReturnType<typeof createFakeBackend>) =>
  api.requests.filter((call) => call.method === 'POST' || call.method === 'PUT');

describe('/users/new', () => {
  it('checks on submit, says so once, and clears a field error as it is edited', async () => {
    const { user, api } = setup('/users/new');
    expect(await screen.findByRole('heading', { name: 'Create New User' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Please fix the errors in the form')).toBeVisible();
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(writes(api)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Full Name/), 'K');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeVisible();

    await user.type(screen.getByLabelText(/^Email Address/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone Number/), '077-123');
    await user.type(screen.getByLabelText(/^Password(?! strength)/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Invalid email format')).toBeVisible();
    expect(screen.getByText('Invalid phone number (10-15 digits)')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
  });

  it('shows the strength and the match, creates the user and returns to /users', async () => {
    const { user, api, router } = setup('/users/new');
    await user.type(await screen.findByLabelText(/^Full Name/), '  Kamal Perera ');
    await user.type(screen.getByLabelText(/^Email Address/), ' Kamal@Laundry.TEST ');
    await user.type(screen.getByLabelText(/^Password(?! strength)/), 'kamal1');
    expect(screen.getByText('Weak')).toBeVisible();
    await user.type(screen.getByLabelText(/^Password(?! strength)/), 'A!');
    expect(screen.getByText('Strong')).toBeVisible();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'kamal1A!');
    expect(screen.getByText('Passwords match')).toBeVisible();
    // Cashier is the default role; the cards are a radio group.
    expect((screen.getByRole('radio', { name: /Cashier/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Admin/ }));
    expect(
      (screen.getByRole('switch', { name: /Account Active/ }) as HTMLElement).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(writes(api)[0]?.body).toEqual({
      name: 'Kamal Perera',
      email: 'kamal@laundry.test',
      role: 'admin',
      isActive: true,
      password: 'kamal1A!',
    });
  });

  it('shows a server refusal under the field it names', async () => {
    const { user, router } = setup('/users/new');
    await user.type(await screen.findByLabelText(/^Full Name/), 'Nimal Again');
    await user.type(screen.getByLabelText(/^Email Address/), 'nimal.fernando@laundry.test');
    await user.type(screen.getByLabelText(/^Password(?! strength)/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(screen.getAllByText('A user with this email already exists')).toHaveLength(1),
    );
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/users/new');
  });
});

describe('/users/edit/{id}', () => {
  it('loads the user, never sends a password and returns to /users', async () => {
    const { user, api, router } = setup(`/users/edit/${someUsers()[1]?._id}`);
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeVisible();
    const name = await screen.findByLabelText(/^Full Name/);
    expect((name as HTMLInputElement).value).toBe('Nimal Fernando');
    expect(screen.queryByText('Security Credentials')).toBeNull();
    await user.clear(name);
    await user.type(name, 'Nimal Fernando Jr');
    await user.click(screen.getByRole('switch', { name: /Account Active/ }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(writes(api)[0]?.body).toEqual({
      name: 'Nimal Fernando Jr',
      email: 'nimal.fernando@laundry.test',
      phoneNumber: '0771234567',
      role: 'cashier',
      isActive: false,
      // The version the form loaded: a change made meanwhile is refused, not overwritten.
      version: someUsers()[1]?.version,
    });
  });

  it('does not let an admin change their own role or status', async () => {
    setup(`/users/edit/${makeUser('admin')._id}`);
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeVisible();
    expect((await screen.findByRole('radio', { name: /Cashier/ })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('switch', { name: /Account Active/ }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByText('You cannot deactivate your own account.')).toBeVisible();
  });

  it("keeps the shell's name current after editing one's own account", async () => {
    const { user } = setup(`/users/edit/${makeUser('admin')._id}`);
    const name = await screen.findByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, 'Amara Silva Perera');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeVisible();
    expect(
      await screen.findByRole('button', {
        name: /^Amara Silva Perera\s*Administrator\s*, account menu$/,
      }),
    ).toBeVisible();
  });

  it('toasts the load failure and goes back to /users', async () => {
    const { router } = setup('/users/edit/10000000-0000-4000-8000-999999999999', {
      'GET /users': fail(403, 'unused'),
    });
    expect(await screen.findByText('User not found', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('shows Saving... while the update runs', async () => {
    const backend = fakeUsersApi(someUsers());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = createFakeBackend({
      route: async (method, path, request) => {
        if (method === 'PUT') await gate;
        return backend.route(method, path, request);
      },
    });
    const { user } = renderApp({
      path: `/users/edit/${backend.users[1]?._id}`,
      signedInAs: makeUser('admin'),
      api,
    });
    await screen.findByRole('heading', { name: 'Edit User' });
    await user.click(await screen.findByRole('button', { name: 'Update User' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByText('User updated successfully')).toBeVisible();
  });
});
