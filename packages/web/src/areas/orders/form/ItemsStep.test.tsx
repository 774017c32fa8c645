import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseService, pickCustomer, renderOrderForm } from '../../../test/renderOrderForm';
import { orderDrafts } from './orderDrafts';

afterEach(() => orderDrafts.clear());

describe('order form, step 2: the items', () => {
  it('asks a weight by the kg and a quantity by the piece, and prices each line', async () => {
    const view = renderOrderForm('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    const first = screen.getByRole('group', { name: 'Item 1' });
    // The one line cannot be removed.
    expect(within(first).getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    await chooseService(view, 'Wash and Dry');
    await user.type(within(first).getByLabelText(/Weight \(kg\)/), '2.5');
    expect(within(first).queryByLabelText(/Quantity/)).toBeNull();
    expect(within(first).getByRole('status')).toHaveTextContent('LKR 350 × 2.5 kg = LKR 875');

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await chooseService(view, 'Ironing', 1);
    expect(within(second).queryByLabelText(/Weight \(kg\)/)).toBeNull();
    const quantity = within(second).getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(within(second).getByRole('status')).toHaveTextContent('LKR 80 × 5 = LKR 400');
    expect(screen.getByTestId('order-total')).toHaveTextContent('LKR 1,275');
  });

  it('removes a line and sends only the lines left, with their notes', async () => {
    const view = renderOrderForm('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Wash and Dry');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '2');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await chooseService(view, 'Ironing', 1);
    const second = screen.getByRole('group', { name: 'Item 2' });
    await user.clear(within(second).getByLabelText(/Quantity/));
    await user.type(within(second).getByLabelText(/Quantity/), '3');
    await user.type(within(second).getByLabelText('Item notes'), 'Shirts only');
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
    const left = screen.getByRole('group', { name: 'Item 1' });
    expect(within(left).getByLabelText(/Quantity/)).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(view.fake.creates).toHaveLength(1));
    expect(view.fake.creates[0]?.body.items).toEqual([
      expect.objectContaining({ serviceId: 'svc-iron', quantity: 3, notes: 'Shirts only' }),
    ]);
  });

  it('refuses a quantity of 0 by its field, sending nothing', async () => {
    const view = renderOrderForm('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Ironing');
    const quantity = screen.getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(quantity).toHaveAccessibleDescription(/Quantity must be at least 1/);
    expect(view.fake.creates).toEqual([]);
  });
});
