import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
] as const;

describe('SegmentedControl', () => {
  it('changes the value and never empties it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        label="Group by"
        options={options}
        defaultValue="day"
        onValueChange={onValueChange}
      />,
    );
    const weekly = screen.getByRole('radio', { name: 'Weekly' });
    await user.click(weekly);
    expect(onValueChange).toHaveBeenLastCalledWith('week');
    expect(weekly).toHaveAttribute('aria-checked', 'true');

    await user.click(weekly);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(weekly).toHaveAttribute('aria-checked', 'true');
  });
});
