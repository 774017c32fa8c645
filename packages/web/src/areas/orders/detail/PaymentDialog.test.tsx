import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPageReady, renderOrder } from '../../../test/renderOrder';

/** The order page (LKR 850 due) with Process Payment opened. */
async function openPayment() {
  const view = renderOrder();
  await orderPageReady();
  const opener = screen.getByRole('button', { name: 'Process Payment' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
  return { ...view, dialog, opener };
}

/** The steps list as shown, the current one marked with a star. */
const steps = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Payment steps' }))
    .getAllByRole('listitem')
    .map((step) => `${step.textContent}${step.getAttribute('aria-current') === 'step' ? '*' : ''}`);

/** The footer's buttons, by name, in order. */
const buttons = (dialog: HTMLElement, names: RegExp) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((name) => names.test(name));

const footer = /^(Cancel|Back|Next|Complete Payment.*)$/;

describe('Process Payment dialog', () => {
  it('says whose order and what is due, and closes on Escape paying nothing, back on its button', async () => {
    const { user, dialog, opener, backend } = await openPayment();
    expect(within(dialog).getByText('Order ORD-000123 · Nimali Perera')).toBeVisible();
    expect(within(dialog).getByText('Amount to pay').nextSibling).toHaveTextContent('LKR 850');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(backend.payments).toHaveLength(0);
  });

  it('closes on Cancel paying nothing', async () => {
    const { user, dialog, backend } = await openPayment();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.payments).toHaveLength(0);
  });

  it('has one step for cash and three for a transfer, the footer following the step', async () => {
    const { user, dialog } = await openPayment();
    expect(steps(dialog)).toEqual(['1. Method*']);
    expect(buttons(dialog, footer)).toEqual(['Cancel', 'Complete Payment (LKR 850)']);
    // Cash only: the change is worked out as it is typed.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Change—');

    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    expect(steps(dialog)).toEqual(['1. Method*', '2. Bank Details', '3. Transaction ID']);
    expect(buttons(dialog, footer)).toEqual(['Cancel', 'Next']);
    expect(within(dialog).queryByLabelText(/Cash tendered/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(steps(dialog)).toEqual(['1. Method', '2. Bank Details*', '3. Transaction ID']),
    );
    expect(buttons(dialog, footer)).toEqual(['Back', 'Next']);

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(steps(dialog)).toEqual(['1. Method', '2. Bank Details', '3. Transaction ID*']);
    expect(buttons(dialog, footer)).toEqual(['Back', 'Complete Payment (LKR 850)']);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(steps(dialog)).toEqual(['1. Method', '2. Bank Details*', '3. Transaction ID']);
  });

  it('pays the amount typed (the button says it) and sends the notes with it', async () => {
    const { user, dialog, backend } = await openPayment();
    await user.type(within(dialog).getByLabelText(/Amount paid now/), '400');
    expect(
      within(dialog).getByRole('button', { name: 'Complete Payment (LKR 400)' }),
    ).toBeVisible();
    expect(within(dialog).getByText('Amount to pay').nextSibling).toHaveTextContent('LKR 400');
    await user.type(within(dialog).getByLabelText(/Notes/), 'Rest on collection');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment (LKR 400)' }));
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({
      method: 'cash',
      amount: 400,
      notes: 'Rest on collection',
    });
  });

  it('keeps what was chosen on the way back from a transfer to cash', async () => {
    const { user, dialog, backend } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    await user.type(within(dialog).getByLabelText(/Amount paid now/), '500');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    expect((within(dialog).getByLabelText(/Amount paid now/) as HTMLInputElement).value).toBe(
      '500',
    );
    await user.type(within(dialog).getByLabelText(/Cash tendered/), '1000');
    expect(within(dialog).getByRole('status')).toHaveTextContent('ChangeLKR 500.00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 500 });
  });
});
