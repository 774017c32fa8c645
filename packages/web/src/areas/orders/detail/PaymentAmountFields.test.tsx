import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPayment } from '../../../test/renderOrder';

describe('Process Payment: the amount fields', () => {
  it('says what each field does and what is due, the change as the cash is typed', async () => {
    const { user, dialog } = await openPayment();
    const tendered = within(dialog).getByLabelText(/Cash tendered/);
    expect(tendered).toHaveAccessibleDescription('Empty when the customer gives the exact amount');
    expect(within(dialog).getByLabelText(/Amount paid now/)).toHaveAccessibleDescription(
      'Empty pays everything due (LKR 850.00); less leaves the rest due',
    );
    const change = within(dialog).getByRole('status');
    expect(change).toHaveTextContent('Change—');
    await user.type(tendered, '900');
    expect(change).toHaveTextContent('ChangeLKR 50.00');
    await user.clear(tendered);
    expect(change).toHaveTextContent('Change—');
  });

  it('completes the payment on Enter in the amount paid, too', async () => {
    const { user, dialog, backend } = await openPayment();
    await user.type(within(dialog).getByLabelText(/Amount paid now/), '850{Enter}');
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 850 });
  });

  it('says a refused amount by its field, and sends nothing', async () => {
    const { user, dialog, backend } = await openPayment();
    const tendered = within(dialog).getByLabelText(/Cash tendered/);
    await user.type(tendered, '100{Enter}');
    const message = 'The cash tendered is less than the amount to pay';
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(tendered).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(tendered).toHaveAttribute('aria-invalid', 'true');
    expect(backend.payments).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Process Payment' })).toBeVisible();
  });
});
