/** How often, while the shop's server does not answer, it is asked again. */
export const SERVER_RETRY_MS = 5_000;

/** The path that answers when the server is up (no session needed). */
export const HEALTH_PATH = '/api/health';

export interface ServerWatch {
  /** The fetch the API client uses: a call nobody answers marks the server down. */
  fetch: typeof globalThis.fetch;
  isDown(): boolean;
  subscribe(listener: () => void): () => void;
}

/** What a proxy in front of the server answers when the server behind it does not. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/** A fetch that failed without an answer (not one the app cancelled itself). */
const isUnanswered = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');

/**
 * Whether the shop's server answers, from the calls the app makes anyway: a call that gets no
 * answer marks it down; any answer (even a refusal) marks it up. Only while it is down is
 * `/api/health` asked, every {@link SERVER_RETRY_MS}, so the notice clears by itself.
 */
export function createServerWatch(
  base: typeof globalThis.fetch,
  retryMs: number = SERVER_RETRY_MS,
): ServerWatch {
  let down = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: boolean) => {
    if (next === down) return;
    down = next;
    if (down && timer === null) timer = setInterval(() => void ask(), retryMs);
    if (!down && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    for (const listener of listeners) listener();
  };

  async function ask() {
    try {
      const answer = await base(HEALTH_PATH, { cache: 'no-store' });
      if (answer.ok) set(false);
    } catch {
      // Still no answer: the notice stays, and the next round asks again.
    }
  }

  const watched: typeof globalThis.fetch = async (input, init) => {
    try {
      const answer = await base(input, init);
      set(GATEWAY_FAILURES.has(answer.status));
      return answer;
    } catch (error) {
      if (isUnanswered(error)) set(true);
      throw error;
    }
  };

  return {
    fetch: watched,
    isDown: () => down,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
