import { fail } from '@laundry/api-client/testing';
import type { PriceCalculation } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { duvetWash, renderServices } from './servicesBackend.test-support';

const blankets: PriceCalculation = {
  service: { _id: duvetWash._id, name: duvetWash.name, priceType: 'per_kg' },
  calculation: {
    unitPrice: 550,
    quantity: 1,
    weight: 2.5,
    clothingCategory: 'blankets',
    priceSource: 'category',
    totalPrice: 1375,
  },
};

async function openCalculator(setup: ReturnType<typeof renderServices>) {
  await setup.user.click(await screen.findByRole('button', { name: 'Price Calculator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Price Calculator' });
  // Only the active services are offered.
  await setup.user.click(within(dialog).getByRole('combobox', { name: 'Service' }));
  expect(screen.queryByRole('option', { name: /^Ironing/ })).toBeNull();
  await setup.user.click(await screen.findByRole('option', { name: /^Duvet Wash ·/ }));
  return dialog;
}

describe('Price Calculator', () => {
  it('prices a weight in a category on the server and shows the line and the total', async () => {
    const setup = renderServices('/services', { calculation: blankets });
    const dialog = await openCalculator(setup);
    const weight = within(dialog).getByLabelText('Weight (kg)') as HTMLInputElement;
    expect(weight.value).toBe('1');
    await setup.user.click(within(dialog).getByRole('button', { name: '5 kg' }));
    expect(weight.value).toBe('5');
    await setup.user.clear(weight);
    await setup.user.type(weight, '2.5');
    await setup.user.click(within(dialog).getByRole('combobox', { name: 'Clothing Category' }));
    await setup.user.click(await screen.findByRole('option', { name: /^Blankets/ }));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Calculate' }));

    await waitFor(() =>
      expect(setup.calculations).toEqual([{ weight: 2.5, clothingCategory: 'blankets' }]),
    );
    const result = await within(dialog).findByText(/^Total:/);
    expect(result).toHaveTextContent(/^Total: LKR\s1,375(\.00)?$/);
    expect(within(dialog).getByText(/× 2\.5 kg · Blankets$/)).toBeVisible();
  });

  it('refuses a weight outside the range before asking the server', async () => {
    const setup = renderServices('/services', { calculation: blankets });
    const dialog = await openCalculator(setup);
    const weight = within(dialog).getByLabelText('Weight (kg)');
    await setup.user.clear(weight);
    await setup.user.type(weight, '600');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(await within(dialog).findByText('Weight cannot exceed 500 kg')).toBeVisible();
    expect(setup.calculations).toEqual([]);
    expect(within(dialog).queryByText(/^Total:/)).toBeNull();
  });

  it("shows the server's refusal and no total", async () => {
    const setup = renderServices('/services', {
      calculateFailure: fail(404, 'Service not found'),
    });
    const dialog = await openCalculator(setup);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(await within(dialog).findByText('Service not found')).toBeVisible();
    expect(within(dialog).queryByText(/^Total:/)).toBeNull();
  });

  it('goes back to the choice of service, forgetting the result', async () => {
    const setup = renderServices('/services', { calculation: blankets });
    const dialog = await openCalculator(setup);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await within(dialog).findByText(/^Total:/);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('combobox', { name: 'Service' })).toBeVisible();
    expect(within(dialog).queryByText(/^Total:/)).toBeNull();
  });

  it("shows the server's refusal of a field under it, once, with no total", async () => {
    const setup = renderServices('/services', {
      calculateFailure: fail(400, 'Weight must be in steps of 0.1 kg', 'weight'),
    });
    const dialog = await openCalculator(setup);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(await within(dialog).findAllByText('Weight must be in steps of 0.1 kg')).toHaveLength(1);
    const weight = within(dialog).getByLabelText('Weight (kg)');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveAccessibleDescription(/Weight must be in steps of 0\.1 kg/);
    expect(within(dialog).queryByText(/^Total:/)).toBeNull();
  });

  it("refuses an empty weight with the spec's message under the field", async () => {
    const setup = renderServices('/services', { calculation: blankets });
    const dialog = await openCalculator(setup);
    const weight = within(dialog).getByLabelText('Weight (kg)');
    await setup.user.clear(weight);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(await within(dialog).findByText('Weight is required')).toBeVisible();
    expect(weight).toHaveAccessibleDescription(/Weight is required/);
    expect(setup.calculations).toEqual([]);
  });
});
