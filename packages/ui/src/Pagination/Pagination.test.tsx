import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('moves to the previous, next and a numbered page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={3}
        totalPages={10}
        onPageChange={onPageChange}
        summary="Showing 21 to 30 of 95 results"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    expect(screen.getByText('Showing 21 to 30 of 95 results')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} totalPages={4} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={4} totalPages={4} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('does not report the page that is already current', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={4} onPageChange={onPageChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('composes a summary that agrees with the page from the item count', () => {
    render(
      <Pagination
        page={5}
        totalPages={5}
        onPageChange={() => undefined}
        count={{ pageSize: 10, total: 42, noun: 'customers' }}
      />,
    );
    expect(screen.getByText('Showing 41 to 42 of 42 customers')).toBeVisible();
  });
});
