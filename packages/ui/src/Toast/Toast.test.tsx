import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';

function Trigger({ durationMs }: { durationMs?: number }) {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({ title: 'Order created', description: 'ORD-00042', tone: 'success', durationMs })
      }
    >
      Create
    </Button>
  );
}

describe('Toast', () => {
  it('shows a toast with its title and description', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Order created')).toBeVisible();
    expect(screen.getByText('ORD-00042')).toBeVisible();
  });

  it('goes away after the duration given in the call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <ToastProvider>
          <Trigger durationMs={2000} />
        </ToastProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(screen.getByText('Order created')).toBeVisible();
      await act(async () => {
        vi.advanceTimersByTime(2600);
      });
      expect(screen.queryByText('Order created')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(screen.queryByText('Order created')).toBeNull());
  });

  it('needs a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
