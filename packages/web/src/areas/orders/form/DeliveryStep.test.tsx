import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseService, pickCustomer, renderOrderForm } from '../../../test/renderOrderForm';
import { orderDrafts } from './orderDrafts';

afterEach(() => orderDrafts.clear());

/** Steps 1 and 2 for Mohamed Rizwan (14 Station Road, Ratmalana): 2 kg of Wash and Dry. */
async function atDelivery() {
  const view = renderOrderForm('/orders/new');
  await pickCustomer(view, 'Rizwan');
  await chooseService(view, 'Wash and Dry');
  await view.user.type(screen.getByLabelText(/Weight \(kg\)/), '2');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: '3. Delivery' });
  return view;
}

describe('order form, step 3: pickup and delivery', () => {
  it("delivers to the customer's address at a custom price and distance, with the instructions", async () => {
    const view = await atDelivery();
    const { user } = view;
    expect(screen.queryByLabelText(/Delivery street/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Delivery required/ }));
    expect(screen.getByLabelText(/Delivery street/)).toHaveValue('14 Station Road');
    expect(screen.getByLabelText(/Delivery city/)).toHaveValue('Ratmalana');
    expect(screen.queryByLabelText(/Delivery charge \(LKR\)/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Custom price' }));
    await user.type(screen.getByLabelText(/Delivery charge \(LKR\)/), '250');
    await user.type(screen.getByLabelText(/Delivery distance \(km\)/), '4.5');
    await user.type(screen.getByLabelText('Special instructions'), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(view.fake.creates).toHaveLength(1));
    expect(view.fake.creates[0]?.body).toMatchObject({
      pickupRequired: false,
      deliveryRequired: true,
      deliveryAddress: { street: '14 Station Road', city: 'Ratmalana' },
      deliveryCharges: 250,
      deliveryDistance: 4.5,
      specialInstructions: 'Ring twice',
    });
  });

  it('sends no pickup once it is unticked again, whatever was typed in it', async () => {
    const view = await atDelivery();
    const { user } = view;
    const pickup = screen.getByRole('checkbox', { name: /Pickup required/ });
    await user.click(pickup);
    await user.clear(screen.getByLabelText(/Pickup street/));
    await user.click(pickup);
    expect(screen.queryByLabelText(/Pickup street/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(view.fake.creates).toHaveLength(1));
    const body = view.fake.creates[0]?.body;
    expect(body?.pickupRequired).toBe(false);
    expect(body?.pickupAddress ?? null).toBeNull();
  });
});
