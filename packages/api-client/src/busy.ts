/**
 * The server sheds heavy work it has no room for with 503 and `Retry-After` (DESIGN: heavy
 * work). A read is then repeated after the wait the server asked for, a bounded number of times,
 * and whoever shows the state (the web's notice, the CLI's progress line) hears of each wait.
 */

/** The server's answer to a call it had no room for. */
export const BUSY_STATUS = 503;
/** Waits after which the call fails with the server's message (about 10 s at the usual 2 s). */
export const BUSY_RETRIES = 5;
/** A Retry-After longer than this is clamped: a screen waiting longer looks broken. */
export const BUSY_MAX_WAIT_SECONDS = 10;
/** Shown while a call waits to be repeated. */
export const BUSY_RETRYING_MESSAGE = 'The server is busy. Retrying…';

/** One wait before a repeat; `waiting` counts the calls of this client waiting now. */
export interface BusyEvent {
  waiting: number;
  /** The seconds of the latest wait, or null when nothing waits any more. */
  retryAfterSeconds: number | null;
  /** The repeat this wait comes before (1 for the first), or 0 when nothing waits. */
  attempt: number;
}

/**
 * `Retry-After` as whole seconds (RFC 9110: a number of seconds or an HTTP date), clamped to
 * `[1, BUSY_MAX_WAIT_SECONDS]`; undefined when the header is absent or unreadable.
 */
export function retryAfterSeconds(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  let seconds: number;
  if (/^\d+$/.test(trimmed)) seconds = Number(trimmed);
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return undefined;
    seconds = Math.ceil((at - now) / 1000);
  }
  return Math.min(Math.max(seconds, 1), BUSY_MAX_WAIT_SECONDS);
}

/** Waits `ms`, or rejects with the signal's reason as soon as the caller cancels. */
export function waitUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
