import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPayment } from '../../../test/renderOrder';

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
});
