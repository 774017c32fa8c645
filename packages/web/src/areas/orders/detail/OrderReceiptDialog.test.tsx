import { type FakeRouter, fail, makeOrder } from '@laundry/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPageReady, renderOrder } from '../../../test/renderOrder';

/** The receipt's rows as term → detail. */
function rowsOf(receipt: HTMLElement) {
  return Object.fromEntries(
    within(receipt)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** The order page's receipt, for `role`, the order's calls tried after `before`. */
async function openReceipt(role: 'admin' | 'cashier' = 'admin', before: FakeRouter[] = []) {
  const view = renderOrder({ role, before });
  await orderPageReady();
  await view.user.click(screen.getByRole('button', { name: 'Print Receipt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Receipt - ORD-000123' });
  const receipt = await within(dialog).findByRole('article', { name: 'Receipt ORD-000123' });
  return { ...view, dialog, receipt };
}

describe("The order's receipt", () => {
  it('shows the order, the customer, what is paid and what is due', async () => {
    const order = makeOrder();
    const { receipt } = await openReceipt();
    const rows = rowsOf(receipt);
    expect(rows).toMatchObject({
      Order: 'ORD-000123',
      Customer: order.customerInfo.name,
      Paid: 'LKR 0',
      Balance: 'LKR 850',
    });
    expect(
      within(receipt).getByText('Please keep this receipt to collect your laundry.'),
    ).toBeVisible();
  });

  it('sends the receipt to the email on the order', async () => {
    const { user, dialog, api } = await openReceipt();
    await user.click(within(dialog).getByRole('button', { name: 'Send to Email' }));
    expect(await screen.findByText('Receipt sent to nimali@example.com')).toBeVisible();
    expect(
      api.calls('POST', `/orders/${makeOrder()._id}/send-receipt`).map((call) => call.body),
    ).toEqual([{ email: 'nimali@example.com' }]);
  });

  it("says the server's refusal to send it", async () => {
    const refuse: FakeRouter = (method, path) =>
      method === 'POST' && path.endsWith('/send-receipt')
        ? fail(502, 'The mail server refused the message')
        : undefined;
    const { user, dialog } = await openReceipt('admin', [refuse]);
    await user.click(within(dialog).getByRole('button', { name: 'Send to Email' }));
    expect(await screen.findByText('The mail server refused the message')).toBeVisible();
    expect(screen.queryByText(/Receipt sent to/)).toBeNull();
  });
});
