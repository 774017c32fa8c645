import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('titles the empty list at the level asked and offers its action', () => {
    render(
      <EmptyState
        title="No customers found"
        description="Try a different search or filter."
        action={<button type="button">Clear filters</button>}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No customers found' })).toBeVisible();
    expect(screen.getByText('Try a different search or filter.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });
});
