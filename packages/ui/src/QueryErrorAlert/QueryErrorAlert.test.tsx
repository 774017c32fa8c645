import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryErrorAlert } from './QueryErrorAlert';

describe('QueryErrorAlert', () => {
  it('announces the failure and retries on Try Again', async () => {
    const onRetry = vi.fn();
    render(<QueryErrorAlert message="Failed to fetch customers" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch customers');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('cannot be retried twice while the retry runs', () => {
    render(<QueryErrorAlert message="Failed" onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: /Try Again/ })).toHaveProperty('disabled', true);
  });
});
