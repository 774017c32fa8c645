import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerWatch, HEALTH_PATH } from './serverWatch';

describe('createServerWatch', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function server() {
    const state = { up: true, calls: [] as string[] };
    const base = vi.fn(async (input: RequestInfo | URL) => {
      state.calls.push(String(input));
      if (!state.up) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    return { state, watch: createServerWatch(base, 1000) };
  }

  it('is down after a call nobody answers, and asks the health check only while down', async () => {
    const { state, watch } = server();
    const changes: boolean[] = [];
    watch.subscribe(() => changes.push(watch.isDown()));

    await watch.fetch('/api/orders');
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.calls).toEqual(['/api/orders']);

    state.up = false;
    await expect(watch.fetch('/api/orders')).rejects.toThrow('Failed to fetch');
    expect(watch.isDown()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(state.calls.filter((call) => call === HEALTH_PATH)).toHaveLength(2);

    state.up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.isDown()).toBe(false);
    const asked = state.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.calls).toHaveLength(asked);
    expect(changes).toEqual([true, false]);
  });

  it('counts a proxy’s 502/503/504 as no answer, and any other answer as up', async () => {
    let status = 503;
    const watch = createServerWatch(
      (async () => new Response('', { status })) as unknown as typeof fetch,
      1000,
    );
    await watch.fetch('/api/orders');
    expect(watch.isDown()).toBe(true);
    status = 409;
    await watch.fetch('/api/orders');
    expect(watch.isDown()).toBe(false);
  });

  it('does not call a cancelled request a dead server', async () => {
    const watch = createServerWatch((async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as unknown as typeof fetch);
    await expect(watch.fetch('/api/orders')).rejects.toThrow('aborted');
    expect(watch.isDown()).toBe(false);
  });
});
