import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOrderForm } from '../../../test/renderOrderForm';
import { orderDrafts } from './orderDrafts';

afterEach(() => orderDrafts.clear());

const search = () =>
  screen.findByRole('combobox', { name: 'Search customers' }, { timeout: 10_000 });

describe('order form, step 1: the customer', () => {
  it('has the focus, and the arrow keys choose which match Enter takes', async () => {
    const { user } = renderOrderForm('/orders/new');
    const field = await search();
    await waitFor(() => expect(field).toHaveFocus());
    // Both customers' phones start 07.
    await user.keyboard('07');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Kasuni Fernando'),
      expect.stringContaining('Mohamed Rizwan'),
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('heading', { name: '2. Services' });
    const chosen = screen.getByRole('region', { name: 'Selected customer' });
    expect(within(chosen).getByText('Mohamed Rizwan')).toBeVisible();
    expect(within(chosen).getByText(/075-456-7804/)).toBeVisible();
  });

  it('says the discount of the chosen customer when going back, and Change searches again', async () => {
    const { user } = renderOrderForm('/orders/new');
    await search();
    await user.keyboard('Kasuni');
    await screen.findByRole('option', { name: /Kasuni Fernando/ });
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: '2. Services' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('10% discount applies')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const field = await search();
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Selected customer' })).toBeNull();
    await user.keyboard('Rizwan');
    await screen.findByRole('option', { name: /Mohamed Rizwan/ });
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: '2. Services' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('No discount on this order.')).toBeVisible();
  });

  it('offers Add customer as soon as a phone finds nobody, with no list over it (issue 37)', async () => {
    const { user } = renderOrderForm('/orders/new');
    const field = await search();
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('0719999999');
    const add = await screen.findByRole('button', { name: 'Add customer' }, { timeout: 5000 });
    expect(add).toBeVisible();
    expect(screen.getByText(/No customer matches “0719999999”/)).toBeVisible();
    // The list's own "No customers found" would open over the offer.
    expect(screen.queryByText('No customers found')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
