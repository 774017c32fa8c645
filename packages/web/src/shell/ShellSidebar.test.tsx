import { makeUser } from '@laundry/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

async function sidebar() {
  const nav = await screen.findByRole('navigation', { name: /./ }, { timeout: 10_000 });
  return nav;
}

function linkNames(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());
}

describe('sidebar per role', () => {
  it('shows the admin every area in four groups, with the admin title and footer', async () => {
    renderApp({ path: '/dashboard', signedInAs: makeUser('admin') });
    const nav = await sidebar();
    for (const group of ['Overview', 'Core Operations', 'Management', 'Analytics']) {
      expect(within(nav).getByText(group)).toBeVisible();
    }
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Orders',
      'Ready for Collection',
      'Customers',
      'Till',
      'Services',
      'Staff',
      'Users',
      'Audit Log',
      'Outbox',
      'Reports',
    ]);
    expect(screen.getAllByText('Admin Portal')).toHaveLength(1);
    expect(screen.getAllByText('Full Access')).toHaveLength(1);
  });

  it('shows a cashier the counter areas only, with the cashier title and footer', async () => {
    renderApp({ path: '/dashboard', signedInAs: makeUser('cashier') });
    const nav = await sidebar();
    for (const group of ['Quick Access', 'Daily Operations', 'Customer Service', 'Insights']) {
      expect(within(nav).getByText(group)).toBeVisible();
    }
    expect(within(nav).queryByText('Management')).toBeNull();
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'New Order',
      'Orders',
      'Ready for Collection',
      'Till',
      'Customers',
      'Reports',
    ]);
    expect(screen.getAllByText('Cashier Mode')).toHaveLength(1);
  });

  it('marks the current page, preferring the most specific item', async () => {
    renderApp({ path: '/orders/new', signedInAs: makeUser('cashier') });
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'New Order' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});
