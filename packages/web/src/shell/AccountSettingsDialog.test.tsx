import { createFakeBackend, fail, makeUser } from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { SIGN_OUT_TEXT } from './SignOutDialog';

async function openMenuItem(user: ReturnType<typeof renderApp>['user'], item: string) {
  await user.click(
    await screen.findByRole('button', { name: /account menu/ }, { timeout: 10_000 }),
  );
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Account Settings', () => {
  it("shows the profile schema's messages", async () => {
    const { user } = renderApp({ path: '/dashboard', signedInAs: makeUser('admin') });
    await openMenuItem(user, 'View Profile');
    const dialog = await screen.findByRole('dialog', { name: 'Account Settings' });

    const name = within(dialog).getByLabelText('Full name');
    expect((name as HTMLInputElement).value).toBe('Amara Silva');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();

    await user.type(name, 'A');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.type(within(dialog).getByLabelText('Phone number'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeVisible();
    expect(within(dialog).getByText('Invalid email address')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeVisible();
  });

  it("shows the password schema's messages", async () => {
    const { user } = renderApp({ path: '/dashboard', signedInAs: makeUser('cashier') });
    await openMenuItem(user, 'Settings');
    const dialog = await screen.findByRole('dialog', { name: 'Account Settings' });
    await user.click(within(dialog).getByRole('tab', { name: 'Password' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeVisible();
    expect(within(dialog).getByText('New password is required')).toBeVisible();
    expect(within(dialog).getByText('Confirm password is required')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Current password'), 'demo1234');
    await user.type(within(dialog).getByLabelText('New password'), 'abc');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'abcd');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeVisible();
    expect(within(dialog).getByText('Passwords must match')).toBeVisible();
    // Every password field has its own show/hide toggle.
    expect(within(dialog).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  });

  it('updates the profile, updates the session, and closes after 1.5 s', async () => {
    const { user } = renderApp({ path: '/dashboard', signedInAs: makeUser('admin') });
    await openMenuItem(user, 'View Profile');
    const dialog = await screen.findByRole('dialog', { name: 'Account Settings' });
    const name = within(dialog).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Amara Fernando');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // The server's message (the fake's), shown in the dialog by its buttons.
    expect(await within(dialog).findByText('Profile updated successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(screen.getByText('Welcome back, Amara Fernando')).toBeVisible();
  });

  it("shows the server's message when the password change is refused", async () => {
    const api = createFakeBackend({
      handlers: { 'PUT /auth/change-password': () => fail(400, 'Current password is incorrect') },
    });
    const { user } = renderApp({ path: '/dashboard', signedInAs: makeUser('admin'), api });
    await openMenuItem(user, 'Settings');
    const dialog = await screen.findByRole('dialog', { name: 'Account Settings' });
    await user.click(within(dialog).getByRole('tab', { name: 'Password' }));
    await user.type(await within(dialog).findByLabelText('Current password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('New password'), 'newpass1');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'newpass1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeVisible();
  });
});

describe('Sign out', () => {
  it("asks with the spec's words, then signs out", async () => {
    const { user, leftFor, api } = renderApp({ path: '/dashboard', signedInAs: makeUser('admin') });
    await openMenuItem(user, 'Sign out');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(SIGN_OUT_TEXT)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(leftFor).toEqual(['/login?returnTo=%2Fdashboard']));
    expect(
      api.requests.some((call) => call.method === 'POST' && call.path === '/auth/logout'),
    ).toBe(true);
  });
});
