import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, makeUser, ok } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

describe('route guards', () => {
  it('sends a visitor to /login and, after sign-in, back to the page they asked for', async () => {
    const { router, user } = renderApp({ path: '/customers/abc?tab=orders' });

    await screen.findByRole('heading', { name: 'Staff sign in' });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'cashier@laundry.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The customer page itself (this fake API knows no customer 'abc').
    await screen.findByText('Customer not found');
    expect(router.state.location.pathname).toBe('/customers/abc');
    expect(router.state.location.search).toBe('?tab=orders');
  });

  it('goes to /dashboard after sign-in when there is no page to return to', async () => {
    const { router, user } = renderApp({ path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'admin@laundry.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Administrator Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows "Authenticating..." while the stored session is being restored', async () => {
    let answer: (value: Response) => void = () => {};
    const api = createFakeApi();
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const fetch: typeof api.fetch = (input, init) =>
      String(input).includes('/auth/profile') ? pending : api.fetch(input, init);
    const admin = makeUser('admin');
    renderApp({ path: '/dashboard', signedInAs: admin, api: { ...api, fetch } });

    expect(await screen.findByText('Authenticating...')).toBeTruthy();
    answer(
      new Response(JSON.stringify(ok({ user: admin }).body), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await screen.findByText('Administrator Dashboard');
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
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/edit/1');
  });

  it('lets an admin into admin-only pages', async () => {
    const { router } = renderApp({ path: '/users', signedInAs: makeUser('admin') });
    await screen.findByRole('heading', { name: 'User Management', level: 1 });
    expect(router.state.location.pathname).toBe('/users');
  });

  it('sends a signed-in user away from /login to /dashboard', async () => {
    const { router } = renderApp({ path: '/login', signedInAs: makeUser('admin') });
    await screen.findByText('Administrator Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp({ path: '/no/such/page' });
    expect((await screen.findAllByRole('link', { name: 'Staff sign in' })).length).toBeGreaterThan(
      0,
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs out when the token refresh fails, and returns to /login keeping the page', async () => {
    const api = createFakeApi({ handlers: { 'GET /customers': () => fail(401, 'Token expired') } });
    const { router, services } = renderApp({
      path: '/orders',
      signedInAs: makeUser('cashier'),
      api,
    });
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    // A call answered 401 whose refresh is refused: the client clears the session and says so.
    await expect(services.client.raw.request('/customers')).rejects.toThrow();
    await screen.findByRole('heading', { name: 'Staff sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/orders' } });
  });
});
