import {
  createFakeBackend,
  type FakeRouter,
  fail,
  fakeOrderApi,
  type Handler,
  makeTillDay,
  makeTillReport,
  makeUser,
  ok,
  someOrders,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

function setup(role: 'admin' | 'cashier' = 'admin', handlers: Record<string, Handler> = {}) {
  const backend = fakeOrderApi(someOrders());
  const api = createFakeBackend({ route: backend.route, handlers });
  return { ...renderApp({ path: '/dashboard', signedInAs: makeUser(role), api }), backend };
}

describe('/dashboard', () => {
  it('shows the figures, the 3 most recent orders and the admin panel', async () => {
    const { api } = setup();
    // The first test of the file waits for the page's chunk too.
    const stats = await screen.findByRole(
      'region',
      { name: 'Today and this month' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(stats).getByText('12 this month')).toBeVisible());
    expect(within(stats).getByText('Total Customers')).toBeVisible();
    const recent = await screen.findByRole('link', { name: /ORD-000100/ });
    expect(recent).toHaveAttribute('href', '/orders/o-1');
    expect(screen.getAllByRole('link', { name: /ORD-/ })).toHaveLength(3);
    expect(
      api.requests
        .find((c) => c.path === '/orders' && c.query.get('limit') === '3')
        ?.query.toString(),
    ).toBe('page=1&limit=3&sortBy=createdAt&sortOrder=desc');
    expect(screen.getByText('Administrator Dashboard')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Admin Quick Access' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /New Order/ })[0]).toHaveAttribute(
      'href',
      '/orders/new',
    );
  });

  it("shows zeroes and the spec's message when the figures fail", async () => {
    const backend = fakeOrderApi(someOrders());
    backend.fail('GET /reports/dashboard', fail(500, 'boom'));
    const api = createFakeBackend({ route: backend.route });
    renderApp({ path: '/dashboard', signedInAs: makeUser('cashier'), api });
    expect(
      await screen.findByText('Failed to load dashboard data', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const stats = screen.getByRole('region', { name: 'Today and this month' });
    expect(within(stats).getByText('0 this month')).toBeVisible();
    expect(screen.getAllByText('Cashier Terminal').length).toBeGreaterThan(0);
    expect(screen.getByRole('complementary', { name: 'Tip' })).toBeVisible();
  });

  it('shows both revenue figures with two decimals, side by side', async () => {
    // The answer of a day when LKR 2,516.50 came in: it was shown as 'LKR 2,516.5' beside
    // 'LKR 249,961.25'.
    const figures: FakeRouter = (method, path) =>
      method === 'GET' && path === '/reports/dashboard'
        ? ok({
            stats: {
              monthOrders: 120,
              todayOrders: 4,
              monthRevenue: 249961.25,
              todayRevenue: 2516.5,
              totalCustomers: 99,
              pendingOrders: 3,
            },
          })
        : undefined;
    const api = createFakeBackend({ route: [figures, fakeOrderApi(someOrders()).route] });
    renderApp({ path: '/dashboard', signedInAs: makeUser('admin'), api });
    const stats = await screen.findByRole('region', { name: 'Today and this month' });
    await waitFor(() => expect(within(stats).getByText('LKR 2,516.50')).toBeVisible());
    expect(within(stats).getByText('LKR 249,961.25 this month')).toBeVisible();
    expect(within(stats).queryByText('LKR 2,516.5')).toBeNull();
  });

  describe('the till (issue 23)', () => {
    it('shows the cashier their open till and the cash it should hold', async () => {
      setup('cashier', {
        'GET /till/current': () => ok({ report: makeTillReport(), carryFloat: null }),
      });
      const line = await screen.findByText(/^Till #7 · expected cash/, {}, { timeout: 10_000 });
      expect(line).toHaveTextContent(/^Open ?Till #7 · expected cash LKR\s6,450\.00$/);
      expect(screen.getByRole('link', { name: 'Open the till page' })).toHaveAttribute(
        'href',
        '/till',
      );
      expect(screen.queryByText("Today's till variance")).toBeNull();
    });

    it('tells the cashier plainly when no till is open, with a link to open it', async () => {
      setup('cashier', { 'GET /till/current': () => ok({ report: null, carryFloat: 4980 }) });
      expect(await screen.findByText('No till is open: open it before taking cash.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Open till' })).toHaveAttribute('href', '/till');
    });

    it("shows the owner today's variance across the day's closes", async () => {
      const days: string[] = [];
      setup('admin', {
        'GET /till/z-report': ({ query }) => {
          days.push(query.get('date') ?? '');
          return ok(makeTillDay(query.get('date') ?? ''));
        },
      });
      expect(await screen.findByTestId('todays-variance')).toHaveTextContent('-LKR 20.00');
      expect(screen.getByText(/across 1 close of 1 till$/)).toBeVisible();
      expect(days[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(screen.queryByRole('heading', { name: 'My till' })).toBeNull();
    });
  });
});
