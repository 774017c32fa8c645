import { BUSY_RETRYING_MESSAGE } from '@laundry/api-client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusyNotice } from './BusyNotice';
import { BusyStateProvider, createBusyState } from './busyState';

describe('BusyNotice', () => {
  it('says the server is busy while a shed call waits, and goes when nothing waits', () => {
    const busy = createBusyState();
    render(
      <BusyStateProvider busy={busy}>
        <BusyNotice />
      </BusyStateProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => busy.report({ waiting: 2, retryAfterSeconds: 2, attempt: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent(BUSY_RETRYING_MESSAGE);
    act(() => busy.report({ waiting: 0, retryAfterSeconds: null, attempt: 0 }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
