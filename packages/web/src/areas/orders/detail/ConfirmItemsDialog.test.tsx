import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPageReady, refuseOrderCall, renderOrder } from '../../../test/renderOrder';

async function openConfirmItems(options: Parameters<typeof renderOrder>[0] = {}) {
  const view = renderOrder(options);
  await orderPageReady();
  await view.user.click(screen.getAllByRole('button', { name: 'Confirm Items' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Items - ORD-000123' });
  return { ...view, dialog };
}

describe('Confirm Items', () => {
  it('confirms a change above 30% on the second press, Yes, Confirm Items', async () => {
    const { user, backend, dialog } = await openConfirmItems();
    const weight = within(dialog).getByLabelText('Actual weight (kg) of Wash & Dry');
    await user.clear(weight);
    await user.type(weight, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Items' }));
    expect(within(dialog).getByText('Large change')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Confirm Items' }));
    await waitFor(() => expect(backend.confirmed).toHaveLength(1));
    expect(backend.confirmed[0]).toMatchObject({
      items: [{ itemId: 'i-1', actualWeight: 5 }, { itemId: 'i-2' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks again after an amount changes once the large change was shown', async () => {
    const { user, backend, dialog } = await openConfirmItems();
    const weight = within(dialog).getByLabelText('Actual weight (kg) of Wash & Dry');
    await user.clear(weight);
    await user.type(weight, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Items' }));
    await user.type(weight, '0');
    expect(within(dialog).queryByText('Large change')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirm Items' })).toBeVisible();
    expect(backend.confirmed).toEqual([]);
  });

  it("keeps the amounts with the server's refusal, and Escape closes without confirming", async () => {
    const refusal = 'Items were confirmed already';
    const { user, backend, dialog } = await openConfirmItems({
      before: [refuseOrderCall('PUT', '/confirm-items', refusal)],
    });
    const weight = within(dialog).getByLabelText('Actual weight (kg) of Wash & Dry');
    await user.clear(weight);
    await user.type(weight, '2.2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Items' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(weight).toHaveValue(2.2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.confirmed).toEqual([]);
  });
});
