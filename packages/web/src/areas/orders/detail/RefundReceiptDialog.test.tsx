import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paidInCash, renderOrder } from '../../../test/renderOrder';
import { stubPrint } from '../../../test/stubPrint';

/** An order of LKR 850 paid in cash, LKR 200 of it given back in cash for a stained shirt. */
const refundedOrder = () =>
  paidInCash({
    refunds: [
      {
        _id: 'refund-1',
        paymentId: 'p-1',
        amount: 200,
        method: 'cash',
        reason: 'Shirt returned stained',
        refundedBy: 'Shop Owner',
        refundedAt: '2026-02-01T10:00:00.000Z',
      },
    ],
  });

/** The order's timeline, its refund's receipt opened. */
async function openRefundReceipt() {
  const view = renderOrder({
    order: refundedOrder(),
    path: `/orders/${refundedOrder()._id}?tab=timeline`,
  });
  const refunds = await screen.findByRole('list', { name: 'Refunds' }, { timeout: 10_000 });
  const opener = within(refunds).getByRole('button', { name: 'Refund receipt of LKR 200' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Refund Receipt - ORD-000123-R1' });
  const receipt = await within(dialog).findByRole('article', {
    name: 'Refund receipt ORD-000123-R1',
  });
  return { ...view, dialog, receipt, opener };
}

describe("A refund's receipt", () => {
  const print = stubPrint();

  it('says who gave back how much of which payment, how and why', async () => {
    const { receipt } = await openRefundReceipt();
    const rows = Object.fromEntries(
      within(receipt)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toMatchObject({
      'Refund No.': 'ORD-000123-R1',
      Order: 'ORD-000123',
      Customer: 'Nimali Perera',
      Refunded: 'LKR 200',
      Reason: 'Shirt returned stained',
      'Refunded by': 'Shop Owner',
    });
    expect(rows.Payment).toMatch(/LKR 850/);
    expect(rows.Method).toMatch(/Cash/);
    expect(
      within(receipt).getByText('Please keep this receipt as proof of the refund.'),
    ).toBeVisible();
  });

  it('prints it, and copies it as text', async () => {
    const { user, dialog } = await openRefundReceipt();
    expect(
      within(screen.getByTestId('print-receipt')).getByText('Refund Receipt'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Copy Receipt' }));
    expect(await navigator.clipboard.readText()).toContain('ORD-000123-R1');
    // A refund's receipt is not mailed from here.
    expect(within(dialog).queryByRole('button', { name: 'Send to Email' })).toBeNull();
  });

  it('closes on Escape, the focus back on its Receipt button', async () => {
    const { user, opener } = await openRefundReceipt();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
