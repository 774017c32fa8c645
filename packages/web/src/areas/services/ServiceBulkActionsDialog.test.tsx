import { fail } from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { duvetWash, renderServices } from './servicesBackend.test-support';

/** Selects Duvet Wash, opens Bulk Actions and chooses Update. */
async function openUpdate(setup: ReturnType<typeof renderServices>) {
  const { user } = setup;
  const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 8000 });
  const duvet = await within(table).findByRole('row', { name: /Duvet Wash/ });
  await user.click(within(duvet).getByRole('checkbox'));
  await user.click(await screen.findByRole('button', { name: 'Bulk Actions (1)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk Actions (1)' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Action' }));
  await user.click(await screen.findByRole('option', { name: 'Update' }));
  return dialog;
}

describe('Bulk Actions', () => {
  it('sends only the fields set, shows the message in the dialog and closes', async () => {
    const setup = renderServices();
    const dialog = await openUpdate(setup);
    const update = within(dialog).getByRole('button', { name: 'Update' });
    // Nothing set: nothing to update.
    expect(update).toBeDisabled();
    await setup.user.type(within(dialog).getByLabelText(/^Estimated Time/), '90');
    await setup.user.click(update);
    expect(await within(dialog).findByText('Bulk update completed successfully')).toBeVisible();
    expect(setup.bulkUpdates).toEqual([
      { serviceIds: [duvetWash._id], action: 'update', updateData: { estimatedTime: 90 } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(await screen.findByRole('button', { name: 'Bulk Actions (0)' })).toBeDisabled();
  });

  it("refuses a value outside the spec's bounds under its field, before asking the server", async () => {
    const setup = renderServices();
    const dialog = await openUpdate(setup);
    await setup.user.type(within(dialog).getByLabelText('Base Price (LKR)'), '-5');
    await setup.user.type(within(dialog).getByLabelText(/^Estimated Time/), '1441');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Price cannot be negative')).toBeVisible();
    expect(within(dialog).getByText('Time cannot exceed 24 hours')).toBeVisible();
    expect(within(dialog).getByLabelText('Base Price (LKR)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(setup.bulkUpdates).toEqual([]);
  });

  it("shows the server's refusal under the field it names, once", async () => {
    const setup = renderServices('/services', {
      bulkFailure: fail(400, 'Price cannot exceed LKR 1,000,000', 'updateData.basePrice'),
    });
    const dialog = await openUpdate(setup);
    await setup.user.type(within(dialog).getByLabelText('Base Price (LKR)'), '500');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findAllByText('Price cannot exceed LKR 1,000,000')).toHaveLength(1);
    const price = within(dialog).getByLabelText('Base Price (LKR)');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/Price cannot exceed LKR 1,000,000/);
  });
});
