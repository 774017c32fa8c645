import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseService, pickCustomer, renderOrderForm } from '../../../test/renderOrderForm';
import { orderDrafts } from './orderDrafts';

// A fault while the form draws: formatting an amount throws while `fault` is on (a spy, since
// the web's tests share their modules and cannot mock one for a file).
let fault = false;
const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')?.get;

afterEach(() => {
  fault = false;
  vi.restoreAllMocks();
  orderDrafts.clear();
});

describe('the order form and values out of bounds (issue 37)', () => {
  it('says every out-of-range weight and quantity beside its field, and never crashes', async () => {
    const view = renderOrderForm('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Wash and Dry');
    const weight = screen.getByLabelText(/Weight \(kg\)/);
    await user.type(weight, '501');
    expect(weight).toHaveAccessibleDescription('Weight cannot exceed 500 kg');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^LKR 0$/);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await chooseService(view, 'Ironing', 1);
    const quantity = within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText(
      /Quantity/,
    );
    await user.clear(quantity);
    await user.type(quantity, '1001');
    expect(quantity).toHaveAccessibleDescription('Quantity cannot exceed 1000');

    // Saving refuses them too, and the form is still there with everything typed.
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(weight).toHaveAccessibleDescription('Weight cannot exceed 500 kg');
    expect(view.fake.creates).toEqual([]);
    await user.clear(weight);
    await user.type(weight, '2');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(weight).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(view.fake.creates).toHaveLength(1));
    expect(view.fake.creates[0]?.body).toMatchObject({
      items: [
        { serviceId: 'svc-wash', weight: 2 },
        { serviceId: 'svc-iron', quantity: 3 },
      ],
    });
  });

  it('refuses 2.5 pieces, a fourth decimal of a kg and an exponent, said before saving', async () => {
    const view = renderOrderForm('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Ironing');
    const quantity = screen.getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number');
    // Left out of the price, never priced as 3 pieces.
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^LKR 0$/);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(view.fake.creates).toEqual([]);
    await user.clear(quantity);
    await user.type(quantity, '1e2');
    expect(quantity).toHaveAccessibleDescription('Quantity must be a number');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(view.fake.creates).toEqual([]);

    await chooseService(view, 'Wash and Dry');
    const weight = screen.getByLabelText(/Weight \(kg\)/);
    await user.type(weight, '2.0005');
    expect(weight).toHaveAccessibleDescription('Weight can have at most 3 decimals');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(view.fake.creates).toEqual([]);
  });

  it('keeps a started order through a fault: Try again opens it where it was', async () => {
    const view = renderOrderForm('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Wash and Dry');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '2');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // `format` is a getter that gives the bound function; spied as a plain property.
    const formats = Intl.NumberFormat.prototype as unknown as { format: unknown };
    vi.spyOn(formats, 'format', 'get').mockImplementation(function (this: unknown) {
      if (fault) throw new RangeError('weight must be 0.1-500 kg, got 501');
      return format?.call(this);
    });
    fault = true;
    await user.type(screen.getByLabelText(/Item notes/), 'x');
    expect(await screen.findByText('Something went wrong', {}, { timeout: 5000 })).toBeVisible();
    fault = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: '2. Services' }, { timeout: 5000 });
    expect(screen.getByText('Mohamed Rizwan')).toBeVisible();
    expect(screen.getByLabelText(/Weight \(kg\)/)).toHaveValue(2);
  });
});
