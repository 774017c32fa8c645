import { makeOrder, ORDER_ID } from '@laundry/api-client/testing';
import { orderMessages } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cashPayment, orderPageReady, refuseOrderCall, renderOrder } from '../../test/renderOrder';

/** Paid, then refunded outside the books: nothing held, one payment record left. */
const withPaymentRecord = () => makeOrder({ paidAmount: 0, payments: [cashPayment(300)] });

/** The order's page with Delete Order clicked: the first confirmation. */
async function askToDelete(options: Parameters<typeof renderOrder>[0] = {}) {
  const view = renderOrder(options);
  await orderPageReady();
  const opener = screen.getByRole('button', { name: 'Delete Order' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete order?' });
  return { ...view, dialog, opener };
}

const deletes = (api: ReturnType<typeof renderOrder>['api']) =>
  api.calls('DELETE', `/orders/${ORDER_ID}`);

describe('Delete Order', () => {
  it('deletes an unpaid order in one confirm, says so and leaves for the list', async () => {
    const { user, dialog, api, router } = await askToDelete();
    expect(
      within(dialog).getByText('Delete order ORD-000123? This cannot be undone!'),
    ).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Delete Order' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(deletes(api)).toHaveLength(1));
    expect(await screen.findByText(orderMessages.deleted)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it("keeps the dialog open with the server's refusal and the order in place", async () => {
    const { user, dialog, api, router } = await askToDelete({
      before: [refuseOrderCall('DELETE', '', 'The order changed: read it again')],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Order' }));
    expect(await within(dialog).findByText('The order changed: read it again')).toBeVisible();
    expect(deletes(api)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
    expect(screen.queryByText(orderMessages.deleted)).toBeNull();
  });

  it('says a refusal on the second, critical step there too', async () => {
    const { user, dialog, api } = await askToDelete({
      order: withPaymentRecord(),
      before: [refuseOrderCall('DELETE', '', 'Payment records are locked')],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // The first confirm only moves on: nothing deleted yet.
    expect(deletes(api)).toHaveLength(0);
    const second = await screen.findByRole('alertdialog', { name: 'This order has payments' });
    expect(
      within(second).getByText(
        'Order ORD-000123 has 1 payment record(s). Deleting it will permanently remove all payment records. Are you absolutely sure?',
      ),
    ).toBeVisible();
    await user.click(within(second).getByRole('button', { name: 'Delete Order and Payments' }));
    expect(await within(second).findByText('Payment records are locked')).toBeVisible();
    expect(deletes(api)).toHaveLength(1);
  });

  it('deletes nothing on Cancel or Escape, the focus back on Delete Order', async () => {
    const { user, dialog, api, opener } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
    await user.click(opener);
    await screen.findByRole('alertdialog', { name: 'Delete order?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(deletes(api)).toHaveLength(0);
  });
});
