import { makeOrder } from '@laundry/api-client/testing';
import { STATUS_UPDATE_MESSAGES } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPageReady, refuseOrderCall, renderOrder } from '../../test/renderOrder';

/** A walk-in order at Ironing: its next move is Services Complete, which asks for the slot. */
const ironing = () =>
  makeOrder({
    pickupRequired: false,
    deliveryRequired: false,
    status: 'ironing',
    orderStatus: 'ironing',
  });

const nextMove = () =>
  screen.getByRole('button', { name: 'Move to Services Complete · order ORD-000123' });

async function openSlotDialog(options: Parameters<typeof renderOrder>[0] = {}) {
  const view = renderOrder({ order: ironing(), ...options });
  await orderPageReady();
  await view.user.click(nextMove());
  const dialog = await screen.findByRole('dialog', { name: 'Services Complete' });
  return { ...view, dialog };
}

describe('Services Complete: the shelf slot', () => {
  it('moves on with no slot when none is typed, says so and closes', async () => {
    const { user, backend, dialog } = await openSlotDialog();
    expect(within(dialog).getByText('Order ORD-000123')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Services Complete' }));
    await waitFor(() => expect(backend.statusMoves).toEqual([{ status: 'complete' }]));
    expect(await within(dialog).findByText(STATUS_UPDATE_MESSAGES.updated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('button', { name: 'Hand Over · order ORD-000123' }),
    ).toBeVisible();
  });

  it('sends the slot trimmed, and keeps it to 20 characters as typed', async () => {
    const { user, backend, dialog } = await openSlotDialog();
    const slot = within(dialog).getByRole('textbox', { name: /Shelf slot/ });
    await user.type(slot, '  Rack C, shelf 2 — left side{Enter}');
    expect(slot).toHaveValue('  Rack C, shelf 2 — ');
    await waitFor(() =>
      expect(backend.statusMoves).toEqual([{ status: 'complete', shelfSlot: 'Rack C, shelf 2 —' }]),
    );
  });

  it('closes on Escape without moving the order', async () => {
    const { user, backend } = await openSlotDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.statusMoves).toEqual([]);
    expect(nextMove()).toBeVisible();
  });

  it("shows the server's refusal in the dialog and keeps the slot for another try", async () => {
    const refusal = 'The order changed meanwhile: reload it';
    const { user, backend, dialog } = await openSlotDialog({
      before: [refuseOrderCall('PATCH', '/status', refusal)],
    });
    const slot = within(dialog).getByRole('textbox', { name: /Shelf slot/ });
    await user.type(slot, 'B3{Enter}');
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(backend.statusMoves).toEqual([]);
    expect(slot).toHaveValue('B3');
    expect(within(dialog).getByRole('button', { name: 'Mark Services Complete' })).toBeEnabled();
  });
});
