import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with its value, range and words', () => {
    render(
      <ProgressBar
        label="Progress to Gold"
        value={350}
        min={100}
        max={500}
        valueText="250 of 400"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar).toHaveAttribute('aria-valuenow', '350');
    expect(bar).toHaveAttribute('aria-valuemin', '100');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(bar).toHaveAttribute('aria-valuetext', '250 of 400');
    expect(screen.getByText('250 of 400')).toBeVisible();
  });

  it('clamps values outside the range', () => {
    const { rerender } = render(<ProgressBar label="Done" hideLabel value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Done' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    rerender(<ProgressBar label="Done" hideLabel value={-5} />);
    expect(screen.getByRole('progressbar', { name: 'Done' })).toHaveAttribute('aria-valuenow', '0');
  });
});
