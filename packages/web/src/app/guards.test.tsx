import { createFakeBackend, fail, makeUser, ok } from '@laundry/api-client/testing';
import { STORAGE_KEYS } from '@laundry/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('route guards', () => {
  it('sends a visitor to the sign-in page, remembering the page they asked for', async () => {
    const { leftFor } = renderApp({ path: '/customers/abc?tab=orders' });
    await screen.findByText('Redirecting to sign in...');
    await waitFor(() =>
      expect(leftFor).toEqual(['/login?returnTo=%2Fcustomers%2Fabc%3Ftab%3Dorders']),
    );
  });

  it('shows "Authenticating..." while the stored session is being restored', async () => {
    let answer: (value: Response) => void = () => {};
    const api = createFakeBackend();
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const fetch: typeof api.fetch = (input, init) =>
      String(input).includes('/auth/profile') ? pending : api.fetch(input, init);
    const admin = makeUser('admin');
    renderApp({ path: '/dashboard', signedInAs: admin, api: { ...api, fetch } });

    expect(await screen.findByText('Authenticating...')).toBeVisible();
    answer(
      new Response(JSON.stringify(ok({ user: admin }).body), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await screen.findByText('Administrator Dashboard');
  });

  it('keeps the stored session when restoring it was cut short (no answer)', async () => {
    const api = createFakeBackend();
    const fetch: typeof api.fetch = (input, init) =>
      String(input).includes('/auth/profile')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : api.fetch(input, init);
    const { leftFor, storage } = renderApp({
      path: '/dashboard',
      signedInAs: makeUser('admin'),
      api: { ...api, fetch },
    });
    const stored = storage.getItem(STORAGE_KEYS.token);
    expect(stored).toMatch(/^access-\d+$/);
    await waitFor(() => expect(leftFor).toEqual(['/login?returnTo=%2Fdashboard']));
    expect(storage.getItem(STORAGE_KEYS.token)).toBe(stored);
  });

  it('forgets the stored session the server refuses', async () => {
    const api = createFakeBackend({
      handlers: { 'GET /auth/profile': () => fail(401, 'Revoked') },
    });
    const { leftFor, storage } = renderApp({ path: '/orders', signedInAs: makeUser('admin'), api });
    await waitFor(() => expect(leftFor).toEqual(['/login?returnTo=%2Forders']));
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('sends a cashier away from admin-only pages to /dashboard', async () => {
    const { router } = renderApp({ path: '/users/new', signedInAs: makeUser('cashier') });
    await screen.findByText('Cashier Terminal', { selector: '[class]' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await router.navigate('/services');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a cashier Access Denied on the staff pages (spec part 2 §2.9)', async () => {
    const { router } = renderApp({ path: '/staff/edit/1', signedInAs: makeUser('cashier') });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff/edit/1');
  });

  it('sends a cashier away from the audit log and the outbox (no users:read)', async () => {
    const { router } = renderApp({ path: '/audit', signedInAs: makeUser('cashier') });
    await screen.findByText('Cashier Terminal', { selector: '[class]' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await router.navigate('/outbox');
    // The router loads the outbox's lazy module before the guard above it renders: its first
    // import in a worker compiles it, seconds on a loaded 2-core machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 15_000,
    });
  });

  it('lets an admin into admin-only pages', async () => {
    const { router } = renderApp({ path: '/users', signedInAs: makeUser('admin') });
    await screen.findByRole('heading', { name: 'User Management', level: 1 });
    expect(router.state.location.pathname).toBe('/users');
  });

  it('hands /login reached inside the back-office to the sign-in page, query kept', async () => {
    const { leftFor } = renderApp({ path: '/login?returnTo=%2Forders' });
    await waitFor(() => expect(leftFor).toEqual(['/login?returnTo=%2Forders']));
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp({ path: '/no/such/page' });
    expect((await screen.findAllByRole('link', { name: 'Staff sign in' })).length).toBeGreaterThan(
      0,
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs out when the token refresh fails, and returns to /login keeping the page', async () => {
    const api = createFakeBackend({
      handlers: {
        'GET /customers': () => fail(401, 'Token expired'),
        'POST /auth/refresh-token': () => fail(401, 'Invalid or expired refresh token'),
      },
    });
    const { leftFor, services } = renderApp({
      path: '/orders',
      signedInAs: makeUser('cashier'),
      api,
    });
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    // A call answered 401 whose refresh is refused: the client clears the session and says so.
    await expect(services.client.raw.request('/customers')).rejects.toThrow();
    await waitFor(() => expect(leftFor).toEqual(['/login?returnTo=%2Forders']));
  });
});
