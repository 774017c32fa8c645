import {
  createFakeBackend,
  fakeOrderBackend,
  makeOrder,
  makeUser,
  ORDER_ID,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { paidInCash } from '../../../test/renderOrder';

/** A confirmed order of LKR 850 paid in one cash payment. */
const paidOrder = () => paidInCash();

function setup(role: 'admin' | 'cashier', order = paidOrder()) {
  const backend = fakeOrderBackend(order);
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({
    path: `/orders/${ORDER_ID}?tab=timeline`,
    signedInAs: makeUser(role),
    api,
  });
  return { ...view, backend };
}

const history = async () =>
  screen.findByRole('list', { name: 'Payment History' }, { timeout: 10_000 });

describe('Refund a payment', () => {
  it('lets an admin refund part of a payment: the limit previewed, one key, a toast, the refund in the history and its receipt', async () => {
    const { user, backend } = setup('admin');
    await user.click(within(await history()).getByRole('button', { name: /Refund payment of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    const amount = within(dialog).getByLabelText(/Refund Amount/);
    expect((amount as HTMLInputElement).value).toBe('850');

    await user.clear(amount);
    await user.type(amount, '850.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(
        'The refund is more than what is left to refund on this payment (LKR 850.00)',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Reason is required')).toBeVisible();
    expect(backend.refunds).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Shirt returned stained');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await waitFor(() => expect(backend.refunds).toHaveLength(1));
    expect(backend.refunds[0]).toMatchObject({
      paymentId: 'p-1',
      body: { amount: 200, method: 'bank_transfer', reason: 'Shirt returned stained' },
      key: expect.stringMatching(/\S{8,}/),
    });
    expect(await screen.findByText('Refund recorded successfully')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund Payment' })).toBeNull(),
    );

    const refunds = await within(await history()).findByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText('Shirt returned stained')).toBeVisible();
    await user.click(within(refunds).getByRole('button', { name: /Refund receipt of/ }));
    const receipt = await screen.findByRole('dialog', {
      name: 'Refund Receipt - ORD-000123-R1',
    });
    const article = await within(receipt).findByRole('article', {
      name: 'Refund receipt ORD-000123-R1',
    });
    expect(within(article).getByText('Refunded').nextSibling).toHaveTextContent(/^LKR 200$/);
    expect(within(article).getByText('Bank Transfer')).toBeVisible();
    // The paper copy: in the page, hidden on screen, shown only when printing.
    expect(screen.getByTestId('print-receipt')).toBeInTheDocument();
  });

  it('offers no Refund to a cashier', async () => {
    setup('cashier');
    const list = await history();
    expect(within(list).getByText('Cash')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Refund payment of/ })).toBeNull();
  });

  it('shows a refund due after items were confirmed lower, and offers it as the amount', async () => {
    const { user } = setup(
      'admin',
      makeOrder({ ...paidOrder(), totalAmount: 700, refundDueAmount: 150, balanceAmount: 0 }),
    );
    expect(await screen.findByText(/Refund Due: LKR\s150/, {}, { timeout: 10_000 })).toBeVisible();
    await user.click(within(await history()).getByRole('button', { name: /Refund payment of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    expect((within(dialog).getByLabelText(/Refund Amount/) as HTMLInputElement).value).toBe('150');
  });
});
