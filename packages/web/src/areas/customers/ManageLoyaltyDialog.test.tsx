import {
  createFakeBackend,
  fail,
  fakeCustomerApi,
  makeCustomer,
  makeUser,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const silver = makeCustomer({ _id: 'c-1', fullName: 'Nimali Perera', loyaltyPoints: 120 });

async function openDialog(path = '/customers/c-1') {
  const backend = fakeCustomerApi([silver]);
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path, signedInAs: makeUser('cashier'), api });
  // The header and the loyalty card both offer it.
  const [manage] = await screen.findAllByRole(
    'button',
    { name: 'Manage Loyalty' },
    { timeout: 10_000 },
  );
  await view.user.click(manage as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Manage Loyalty Points' });
  return { ...view, backend, dialog };
}

function preview(dialog: HTMLElement) {
  return within(dialog).getByRole('region', { name: 'Preview' }).textContent;
}

describe('Manage Loyalty dialog', () => {
  it('previews the new total and tier from the presets', async () => {
    const { user, dialog } = await openDialog();
    expect(preview(dialog)).toContain('120 points');

    await user.click(within(dialog).getByRole('button', { name: 'Add 500 points' }));
    expect((within(dialog).getByLabelText('Points') as HTMLInputElement).value).toBe('500');
    expect(preview(dialog)).toContain('620 points');
    expect(preview(dialog)).toContain('Moves up to Gold');
  });

  it('never previews below 0 when subtracting, and offers the subtract presets', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Subtract' }));
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Subtract \d+ points$/ })
        .map((button) => button.textContent),
    ).toEqual(['−10', '−25', '−50', '−100']);
    await user.type(within(dialog).getByLabelText('Points'), '500');
    expect(preview(dialog)).toContain('0 points');
    expect(preview(dialog)).toContain('Drops to Bronze');

    await user.click(within(dialog).getByRole('radio', { name: 'Set' }));
    expect(within(dialog).queryByRole('group', { name: 'Quick amounts' })).toBeNull();
    expect(preview(dialog)).toContain('500 points');
  });

  it("shows the schema's messages", async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(await within(dialog).findByText('Points amount is required')).toBeVisible();
    expect(within(dialog).getByText('Reason is required')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Points'), '10001');
    await user.type(within(dialog).getByLabelText('Reason'), 'Oops');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(await within(dialog).findByText('Points cannot exceed 10,000')).toBeVisible();
    expect(within(dialog).getByText('Reason must be at least 5 characters')).toBeVisible();
    expect(api.requests.some((call) => call.path.endsWith('/loyalty-points'))).toBe(false);
  });

  it('saves, shows the message, refreshes the customer and closes after 1.5 s', async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add 500 points' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Welcome bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));

    expect(await within(dialog).findByText('Loyalty points updated successfully')).toBeVisible();
    expect(
      api.requests.find((call) => call.path === '/customers/c-1/loyalty-points')?.body,
    ).toEqual({
      action: 'add',
      points: 500,
      reason: 'Welcome bonus',
      currentPoints: 120,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(await screen.findByText('620')).toBeVisible();
    expect(screen.getAllByText('Gold').length).toBeGreaterThan(0);
  });

  it("keeps the dialog open with the server's message on failure", async () => {
    const { user, dialog, backend } = await openDialog();
    backend.fail('PUT /customers/c-1/loyalty-points', fail(409, 'Not enough points'));
    await user.type(within(dialog).getByLabelText('Points'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(await within(dialog).findByText('Not enough points')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('warns when subtracting more points than the customer has', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Subtract' }));
    await user.type(within(dialog).getByLabelText('Points'), '50');
    expect(within(dialog).queryByText(/the balance will stop at 0/)).toBeNull();
    await user.clear(within(dialog).getByLabelText('Points'));
    await user.type(within(dialog).getByLabelText('Points'), '500');
    expect(
      within(dialog).getByText(/Nimali Perera has only 120 points: the balance will stop at 0/),
    ).toBeVisible();
  });

  it('refuses fractional points with the domain message, sending nothing', async () => {
    const { user, dialog, api } = await openDialog();
    await user.type(within(dialog).getByLabelText('Points'), '12.7');
    await user.type(within(dialog).getByLabelText('Reason'), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(await within(dialog).findByText('Points must be a whole number')).toBeVisible();
    expect(api.requests.some((call) => call.path.endsWith('/loyalty-points'))).toBe(false);
  });
});
