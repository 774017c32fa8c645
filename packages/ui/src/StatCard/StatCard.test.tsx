import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('never cuts its figure with an ellipsis: the whole amount is there to read', () => {
    render(<StatCard label="Total Revenue" value="LKR 300,490,125.50" />);
    const figure = screen.getByText('LKR 300,490,125.50');
    const style = getComputedStyle(figure);
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.overflowWrap).toBe('anywhere');
  });
});
