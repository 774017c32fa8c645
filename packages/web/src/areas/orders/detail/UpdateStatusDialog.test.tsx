import { makeOrder, ORDER_ID } from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPageReady, refuseOrderCall, renderOrder } from '../../../test/renderOrder';

/** A walk-in order at Ironing, opened on its Status Management tab. */
function atIroning(options: Parameters<typeof renderOrder>[0] = {}) {
  return renderOrder({
    order: makeOrder({
      pickupRequired: false,
      deliveryRequired: false,
      status: 'ironing',
      orderStatus: 'ironing',
    }),
    path: `/orders/${ORDER_ID}?tab=status`,
    ...options,
  });
}

async function openUpdateStatus(user: ReturnType<typeof renderOrder>['user']) {
  await orderPageReady();
  const panel = await screen.findByRole('tabpanel', { name: 'Status Management' });
  await user.click(within(panel).getByRole('button', { name: 'Update Status' }));
  return screen.findByRole('dialog', { name: 'Update Status' });
}

async function choose(
  user: ReturnType<typeof renderOrder>['user'],
  dialog: HTMLElement,
  status: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
  await user.click(await screen.findByRole('option', { name: status }));
}

describe('Update Status', () => {
  it('never offers the status the order has, and asks for the shelf slot only at Services Complete', async () => {
    const { user, backend } = atIroning();
    const dialog = await openUpdateStatus(user);
    expect(within(dialog).queryByRole('textbox', { name: /Shelf slot/ })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).not.toContain('Ironing');
    expect(offered).toContain('Services Complete');
    await user.click(screen.getByRole('option', { name: 'Services Complete' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Shelf slot/ }), 'A1');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Folded');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(backend.statusMoves).toEqual([
        { status: 'complete', shelfSlot: 'A1', notes: 'Folded' },
      ]),
    );
  });

  it('sends no slot on another move, even one typed before the status changed', async () => {
    const { user, backend } = atIroning();
    const dialog = await openUpdateStatus(user);
    await choose(user, dialog, 'Services Complete');
    await user.type(within(dialog).getByRole('textbox', { name: /Shelf slot/ }), 'A1');
    await choose(user, dialog, 'Cancelled');
    expect(within(dialog).queryByRole('textbox', { name: /Shelf slot/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(backend.statusMoves).toEqual([{ status: 'cancelled' }]));
  });

  it("keeps the dialog open with the server's refusal, and Cancel closes it unchanged", async () => {
    const refusal = 'Take the payment before handing it over';
    const { user, backend } = atIroning({ before: [refuseOrderCall('PATCH', '/status', refusal)] });
    const dialog = await openUpdateStatus(user);
    await choose(user, dialog, 'Services Complete');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(backend.statusMoves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.order().status).toBe('ironing');
  });
});
