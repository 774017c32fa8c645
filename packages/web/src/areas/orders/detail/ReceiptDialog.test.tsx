import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderPageReady, renderOrder } from '../../../test/renderOrder';
import { stubPrint } from '../../../test/stubPrint';

/** The order page's receipt, opened from its Print Receipt button. */
async function openReceipt() {
  const view = renderOrder();
  await orderPageReady();
  const opener = screen.getByRole('button', { name: 'Print Receipt' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Receipt - ORD-000123' });
  await within(dialog).findByRole('article', { name: 'Receipt ORD-000123' });
  return { ...view, dialog, opener };
}

describe('Receipt dialog', () => {
  const print = stubPrint();

  it('prints the receipt shown, its paper copy waiting outside the app', async () => {
    const { user, dialog } = await openReceipt();
    const paper = screen.getByTestId('print-receipt');
    expect(dialog.contains(paper)).toBe(false);
    expect(within(paper).getByText('ORD-000123', { exact: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('copies the receipt as text and says so', async () => {
    const { user, dialog } = await openReceipt();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Receipt' }));
    expect(await screen.findByText('Receipt copied!')).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('ORD-000123');
    expect(copied).toContain('Nimali Perera');
  });

  it('says when the receipt could not be copied', async () => {
    const { user, dialog } = await openReceipt();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy Receipt' }));
    expect(await screen.findByText('Failed to copy receipt')).toBeVisible();
    expect(screen.queryByText('Receipt copied!')).toBeNull();
  });

  it('closes on Close, taking its paper copy with it', async () => {
    const { user, dialog } = await openReceipt();
    // The footer's Close (the corner's ✕ is named Close too).
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await user.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('print-receipt')).toBeNull();
  });

  it('closes on Escape, the focus back on the button that opened it', async () => {
    const { user, opener } = await openReceipt();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(print).not.toHaveBeenCalled();
  });
});
