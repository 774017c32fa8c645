import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LoadableQuery, QueryState } from './QueryState';

function section(query: LoadableQuery<string[]>) {
  return render(
    <QueryState
      query={query}
      loading={{ label: 'Loading messages', skeleton: <span>skeleton</span> }}
      failure={{ fallback: 'Failed to load the messages' }}
    >
      {(rows) => <p>{rows.length} messages</p>}
    </QueryState>,
  );
}

const base = { error: null, isError: false, isRefetching: false, refetch: () => undefined };

describe('QueryState', () => {
  it('is a named, busy status with the skeleton while the query loads', () => {
    section({ ...base, data: undefined });
    const status = screen.getByRole('status', { name: 'Loading messages' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('skeleton');
  });

  it('says the failure (the fallback when the server gave no message) and Try Again refetches', async () => {
    const refetch = vi.fn();
    section({ ...base, isError: true, error: new Error(''), data: undefined, refetch });
    expect(screen.queryByRole('status', { name: 'Loading messages' })).toBeNull();
    expect(screen.getByText('Failed to load the messages')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('draws the answer once loaded', () => {
    section({ ...base, data: ['a', 'b'] });
    expect(screen.getByText('2 messages')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
