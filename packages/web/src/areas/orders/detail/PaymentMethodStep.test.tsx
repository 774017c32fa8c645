import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPayment } from '../../../test/renderOrder';

describe('Process Payment: the method step', () => {
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

  it('adds an extra item to what is paid, and takes it off again', async () => {
    const { user, dialog, backend } = await openPayment();
    await user.click(
      within(dialog).getByRole('button', { name: 'Add hangers, bags or other items' }),
    );
    await user.click(within(dialog).getByRole('button', { name: /Wooden Hanger/ }));
    const added = within(dialog).getByRole('list', { name: 'Added extra items' });
    expect(within(added).getByText(/Wooden Hanger × 1/)).toBeVisible();
    expect(within(dialog).getByText('Amount to pay').nextSibling).toHaveTextContent('LKR 900');
    await user.click(within(added).getByRole('button', { name: 'Remove Wooden Hanger' }));
    expect(within(dialog).queryByRole('list', { name: 'Added extra items' })).toBeNull();
    expect(within(dialog).getByText('Amount to pay').nextSibling).toHaveTextContent('LKR 850');
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 850 });
    expect(backend.payments[0]?.body).not.toHaveProperty('extraCharges.items.0');
  });
});
