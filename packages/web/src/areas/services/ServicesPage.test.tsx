import { createFakeBackend, makeUser } from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { duvetWash, ironing, renderServices } from './servicesBackend.test-support';

describe('/services', () => {
  it('shows the four cards and every service with its price, type and state', async () => {
    renderServices();
    const stats = await screen.findByRole('region', { name: 'Service statistics' });
    await waitFor(() => expect(stats).toHaveTextContent('Duvet Wash'));
    expect(stats).toHaveTextContent('7 orders');
    // Durations in words a shop reads (issue 26): the 240-minute average is '4 h', not '240 min'.
    expect(stats).toHaveTextContent(/Avg\. Processing\s*4 h/);
    expect(stats).not.toHaveTextContent('240 min');

    const table = await screen.findByRole('table', { name: 'Services' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const duvet = within(table).getByRole('row', { name: /Duvet Wash/ });
    expect(within(duvet).getByRole('link', { name: 'Duvet Wash' })).toHaveAttribute(
      'href',
      `/services/${duvetWash._id}`,
    );
    expect(duvet).toHaveTextContent(/Per Kg\s*LKR\s400(\.00)?/);
    expect(duvet).toHaveTextContent(/Wash\s*Dry\s*4 h/);
    expect(within(duvet).getByText('Active')).toBeVisible();
    const iron = within(table).getByRole('row', { name: /Ironing/ });
    expect(within(iron).getByText('Inactive')).toBeVisible();
  });

  it('searches through the address and shows only the services found', async () => {
    const { user, router, listQueries } = renderServices();
    const table = await screen.findByRole('table', { name: 'Services' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'iron');
    await waitFor(() => expect(router.state.location.search).toBe('?search=iron'));
    await waitFor(() => expect(listQueries.at(-1)?.get('search')).toBe('iron'));
    await waitFor(() => expect(within(table).queryByText(duvetWash.name)).toBeNull());
    expect(within(table).getByRole('link', { name: ironing.name })).toBeVisible();
  });

  it('keeps Bulk Actions off until a service is selected, then counts the selection', async () => {
    const { user } = renderServices();
    const bulk = await screen.findByRole('button', { name: 'Bulk Actions (0)' });
    expect(bulk).toBeDisabled();
    const table = await screen.findByRole('table', { name: 'Services' });
    const duvet = await within(table).findByRole('row', { name: /Duvet Wash/ });
    await user.click(within(duvet).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Bulk Actions (1)' })).toBeEnabled();
  });

  it('sends a cashier, who may not change prices, to the dashboard', async () => {
    const { router } = renderApp({
      path: '/services',
      signedInAs: makeUser('cashier'),
      api: createFakeBackend({}),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Service Management' })).toBeNull();
  });
});
