import { createFakeBackend, fakeUsersApi, makeUser, someUsers } from '@laundry/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

function setup(path: string) {
  const backend = fakeUsersApi(someUsers());
  const api = createFakeBackend({ route: backend.route });
  return renderApp({ path, signedInAs: makeUser('admin'), api });
}

describe('/users/{id}', () => {
  it('shows the header, the basic information, the permissions and the status panel', async () => {
    setup('/users/20000000-0000-4000-8000-000000000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nimal Fernando' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/users/edit/20000000-0000-4000-8000-000000000001',
    );
    const basic = screen.getByRole('heading', { name: 'Basic Information' }).closest('section');
    if (!basic) throw new Error('no Basic Information card');
    const text = basic.textContent ?? '';
    expect(text).toContain('nimal.fernando@laundry.test');
    expect(text).toContain('Cashier');
    expect(text).toMatch(/Account Created1 March 2026(,| at) 01:30\spm/);
    expect(text).toMatch(/Last Login20 November 2026(,| at) 03:00\spm/);
    expect(text).toContain('Last Updated');
    const permissions = screen.getByRole('list', { name: 'Cashier permissions' });
    expect(within(permissions).getByText('Customers')).toBeVisible();
    expect(within(permissions).queryByText('User management')).toBeNull();
    expect(screen.getByText('Account Active')).toBeVisible();
    expect(
      screen.getByText(
        'This user can log in and access the system according to their role permissions.',
      ),
    ).toBeVisible();
  });

  it("says 'N/A' for a missing last login and explains an inactive account", async () => {
    setup('/users/20000000-0000-4000-8000-000000000003');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dilini Wickrama' })).toBeVisible();
    expect(screen.getByText('N/A')).toBeVisible();
    expect(screen.getByText('Account Inactive')).toBeVisible();
    expect(
      screen.getByText(
        'This user cannot log in or access the system. Activate the account to restore access.',
      ),
    ).toBeVisible();
  });

  it('lists every capability of an admin', async () => {
    setup('/users/20000000-0000-4000-8000-000000000002');
    const permissions = await screen.findByRole('list', { name: 'Admin permissions' });
    expect(within(permissions).getByText('User management')).toBeVisible();
  });

  it("says 'User not found' with the way back", async () => {
    setup('/users/20000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/users');
  });
});
