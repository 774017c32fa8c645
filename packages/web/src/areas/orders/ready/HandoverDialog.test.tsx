import { makeOrder } from '@laundry/api-client/testing';
import { HANDOVER_MESSAGES, type Order } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPageReady, refuseOrderCall, renderOrder } from '../../../test/renderOrder';

/** A walk-in order at Services Complete, paid in full unless told, on no recorded shelf. */
const readyOrder = (overrides: Partial<Order> = {}) =>
  makeOrder({
    pickupRequired: false,
    deliveryRequired: false,
    status: 'complete',
    orderStatus: 'complete',
    orderPhase: 'completed',
    paidAmount: 850,
    balanceAmount: 0,
    paymentStatus: 'paid',
    shelfSlot: null,
    ...overrides,
  });

async function openHandover(options: Parameters<typeof renderOrder>[0]) {
  const view = renderOrder({ role: 'cashier', ...options });
  await orderPageReady();
  await view.user.click(screen.getByRole('button', { name: 'Hand Over · order ORD-000123' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hand Over' });
  return { ...view, dialog };
}

describe('Hand Over a paid order', () => {
  it('says who takes which bag from where, and hands it over once with a key', async () => {
    const { user, backend, dialog } = await openHandover({ order: readyOrder() });
    expect(within(dialog).getByText('Order ORD-000123')).toBeVisible();
    expect(within(dialog).getByText(/Nimali Perera · LKR 850 · ✓ Fully Paid/)).toBeVisible();
    expect(within(dialog).getByText('not recorded')).toBeVisible();
    expect(within(dialog).getByText(/Status: Services Complete/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Hand Over' }));
    await waitFor(() => expect(backend.handovers).toHaveLength(1));
    expect(backend.handovers[0]?.key).toMatch(/\S{8,}/);
    expect(await screen.findByText(HANDOVER_MESSAGES.handedOver)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.order().status).toBe('collected');
  });

  it('closes on Cancel and on Escape without handing anything over', async () => {
    const { user, backend, dialog } = await openHandover({ order: readyOrder() });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Hand Over · order ORD-000123' }));
    await screen.findByRole('dialog', { name: 'Hand Over' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.handovers).toEqual([]);
    expect(backend.order().status).toBe('complete');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const refusal = 'This order was handed over already';
    const { user, backend, dialog } = await openHandover({
      order: readyOrder({ shelfSlot: 'C2' }),
      before: [refuseOrderCall('POST', '/handover', refusal)],
    });
    expect(within(dialog).getByText('C2')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Hand Over' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(backend.handovers).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Hand Over' })).toBeEnabled();
  });
});

describe('Hand Over with a balance due', () => {
  it('takes the balance by bank transfer and hands over in the same call', async () => {
    const { user, backend, dialog } = await openHandover({
      order: readyOrder({ paidAmount: 0, balanceAmount: 850, paymentStatus: 'pending' }),
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText(/Transaction ID/), 'BOC-1{Enter}');
    await waitFor(() => expect(backend.handovers).toHaveLength(1));
    expect(backend.handovers[0]?.body.payment).toMatchObject({
      method: 'bank_transfer',
      amount: 850,
      transactionId: 'BOC-1',
    });
    expect(backend.payments).toEqual([]);
    expect(backend.order().status).toBe('collected');
  });
});
