import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const text = {
  title: 'Sign Out',
  description: 'Are you sure you want to sign out?',
  confirmLabel: 'Sign Out',
};

describe('ConfirmDialog', () => {
  it('asks with an alertdialog and calls onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} {...text} />);
    expect(screen.getByRole('alertdialog', { name: 'Sign Out' })).toBeVisible();
    expect(screen.getByText('Are you sure you want to sign out?')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // A plain (non-promise) confirm leaves closing to the caller.
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes through Cancel without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} {...text} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows busy while a returned promise runs, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        onConfirm={() =>
          new Promise<void>((resolve) => {
            finish = resolve;
          })
        }
        {...text}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Sign Out' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open when the promise fails', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        onConfirm={() => Promise.reject(new Error('nope'))}
        {...text}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Sign Out' });
    await user.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBeNull());
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
