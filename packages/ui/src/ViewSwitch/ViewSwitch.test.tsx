import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewSwitch } from './ViewSwitch';

describe('ViewSwitch', () => {
  it('shows the chosen view and reports the other', async () => {
    const onValueChange = vi.fn();
    render(<ViewSwitch value="table" onValueChange={onValueChange} />);
    expect(screen.getByLabelText('View')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Table view' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Grid view' }));
    expect(onValueChange).toHaveBeenCalledWith('grid');
  });
});
