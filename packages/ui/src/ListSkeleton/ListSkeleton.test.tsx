import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from './ListSkeleton';

describe('ListSkeleton', () => {
  it('shows placeholder tiles for the grid, named and busy', () => {
    render(<ListSkeleton view="grid" label="Loading customers" count={4} />);
    const status = screen.getByRole('status', { name: 'Loading customers' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(within(status).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows placeholder rows for the table', () => {
    render(<ListSkeleton view="table" label="Loading users" />);
    expect(
      within(screen.getByRole('status', { name: 'Loading users' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });
});
