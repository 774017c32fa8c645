import { createFakeBackend, makeUser } from '@laundry/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { serverNotAnswering } from './ServerDownBanner';
import { SERVER_RETRY_MS } from './serverWatch';

describe('the server-down banner', () => {
  it('names the shop’s server while it does not answer, and goes when it answers again', async () => {
    const backend = createFakeBackend();
    let reachable = true;
    const asked: string[] = [];
    const api = {
      ...backend,
      fetch: (async (input, init) => {
        asked.push(String(input));
        if (!reachable) throw new TypeError('Failed to fetch');
        return backend.fetch(input, init);
      }) as typeof fetch,
    };
    const { router } = renderApp({ path: '/customers', signedInAs: makeUser('admin'), api });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Customer Management' },
      { timeout: 10_000 },
    );
    expect(screen.queryByText(/is not answering/)).toBeNull();
    expect(asked.some((path) => path.endsWith('/health'))).toBe(false);

    reachable = false;
    await act(() => router.navigate('/services'));
    // The address the page came from names the server (a test page may have none).
    const banner = await screen.findByText(
      /The shop’s server (\(.+\) )?is not answering/,
      {},
      {
        timeout: 10_000,
      },
    );
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    expect(document.body.textContent).not.toMatch(/internet/i);

    expect(serverNotAnswering('192.168.1.20:3000')).toBe(
      'The shop’s server (192.168.1.20:3000) is not answering.',
    );

    // The next call that gets an answer (the health check, or a query's retry) clears it.
    reachable = true;
    await waitFor(() => expect(screen.queryByText(/is not answering/)).toBeNull(), {
      timeout: SERVER_RETRY_MS * 2,
    });
  }, 30_000);
});
