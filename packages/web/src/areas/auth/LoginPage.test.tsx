import { createMemoryStorage } from '@laundry/api-client';
import { createFakeBackend, fail, makeUser } from '@laundry/api-client/testing';
import { LOCKOUT_MESSAGE, STORAGE_KEYS } from '@laundry/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginPage } from './renderLoginPage';

async function signIn(
  user: ReturnType<typeof renderLoginPage>['user'],
  email: string,
  password: string,
) {
  const emailField = screen.getByLabelText('Email');
  const passwordField = screen.getByLabelText('Password');
  await user.clear(emailField);
  await user.type(emailField, email);
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('signs in, stores the session and loads the page the visitor was going to', async () => {
    const { user, storage, leftFor } = renderLoginPage({
      search: '?returnTo=%2Fcustomers%2Fabc%3Ftab%3Dorders',
    });
    await signIn(user, 'cashier@laundry.test', 'demo1234');
    await waitFor(() => expect(leftFor).toEqual(['/customers/abc?tab=orders']));
    // The fake backend's pair for this sign-in, not whatever was there before.
    expect(storage.getItem(STORAGE_KEYS.token)).toMatch(/^access-\d+$/);
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toMatch(/^refresh-\d+$/);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? '{}').email).toBe(
      'cashier@laundry.test',
    );
  });

  it('goes to /dashboard without a page to return to, or with one off the site', async () => {
    const { user, leftFor } = renderLoginPage({ search: '?returnTo=https%3A%2F%2Fevil.example' });
    await signIn(user, 'admin@laundry.test', 'demo1234');
    await waitFor(() => expect(leftFor).toEqual(['/dashboard']));
  });

  it('sends a visitor with a stored session on at once', async () => {
    const api = createFakeBackend();
    const storage = createMemoryStorage(api.signedInStorage(makeUser('admin')));
    const { leftFor } = renderLoginPage({ api, storage, search: '?returnTo=%2Forders' });
    await waitFor(() => expect(leftFor).toEqual(['/orders']));
  });

  it('shows the form when the stored session is refused, and forgets it', async () => {
    const api = createFakeBackend({
      handlers: {
        'GET /auth/profile': () => fail(401, 'Token expired'),
        'POST /auth/refresh-token': () => fail(401, 'Invalid or expired refresh token'),
      },
    });
    const storage = createMemoryStorage(api.signedInStorage(makeUser('admin')));
    const { leftFor } = renderLoginPage({ api, storage });
    await waitFor(() => expect(storage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(leftFor).toEqual([]);
  });

  it('loads the lock-out machine only after a failure, and a success leaves the page', async () => {
    const { user, leftFor } = renderLoginPage();
    await signIn(user, 'admin@laundry.test', 'wrong-password');
    await screen.findByText('1 failed attempt(s). Account will be locked after 5 failed attempts.');
    await signIn(user, 'admin@laundry.test', 'demo1234');
    await waitFor(() => expect(leftFor).toEqual(['/dashboard']));
  });

  it("shows the schema's messages for an empty form and sends nothing", async () => {
    const { user, api } = renderLoginPage();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(api.requests.filter((call) => call.path === '/auth/login')).toHaveLength(0);
  });

  it("shows the server's message and counts failures up to the lock", async () => {
    const { user } = renderLoginPage();
    await screen.findByRole('heading', { name: 'Staff sign in' });

    await signIn(user, 'admin@laundry.test', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    expect(
      screen.getByText('1 failed attempt(s). Account will be locked after 5 failed attempts.'),
    ).toBeVisible();

    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await signIn(user, 'admin@laundry.test', 'wrong-password');
      await screen.findByText(
        `${attempt} failed attempt(s). Account will be locked after 5 failed attempts.`,
      );
    }

    await signIn(user, 'admin@laundry.test', 'wrong-password');
    expect(await screen.findByText(LOCKOUT_MESSAGE)).toBeVisible();
    expect(screen.queryByText(/failed attempt\(s\)/)).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the server's lock message (429) once", async () => {
    const api = createFakeBackend({
      handlers: { 'POST /auth/login': () => fail(429, LOCKOUT_MESSAGE) },
    });
    const { user } = renderLoginPage({ api });
    await screen.findByRole('heading', { name: 'Staff sign in' });
    await signIn(user, 'admin@laundry.test', 'demo1234');
    expect(await screen.findByText(LOCKOUT_MESSAGE)).toBeVisible();
    expect(screen.getAllByText(LOCKOUT_MESSAGE)).toHaveLength(1);
  });

  it('offers the demo accounts only in demo mode, and picking one fills the form', async () => {
    const { user } = renderLoginPage();
    const admin = await screen.findByRole('button', { name: /admin@laundry\.test/ });
    expect(screen.getByRole('button', { name: /cashier@laundry\.test/ })).toBeVisible();
    expect(screen.getByText('demo1234')).toBeVisible();
    await user.click(admin);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('admin@laundry.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('demo1234');
  });

  it('has no demo box when demo mode is off', async () => {
    const api = createFakeBackend({ demo: false });
    renderLoginPage({ api });
    await screen.findByRole('heading', { name: 'Staff sign in' });
    await waitFor(() =>
      expect(api.requests.some((call) => call.path === '/public/config')).toBe(true),
    );
    expect(screen.queryByText('Demo credentials')).toBeNull();
  });

  it('explains how to get a forgotten password reset, and links back to the website', async () => {
    const { user } = renderLoginPage();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(/Ask an administrator to reset it/)).toBeVisible();
    expect(
      screen
        .getByRole('link', { name: /Back to the customer website/, hidden: true })
        .getAttribute('href'),
    ).toBe('/');
  });
});
