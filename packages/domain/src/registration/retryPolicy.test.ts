import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decideRetry,
  isRetryableFailure,
  REGISTRATION_MAX_ATTEMPTS,
  REGISTRATION_MESSAGES,
  RegistrationFailedError,
  requestFailure,
  retryDelayMs,
  withRegistrationRetry,
} from './retryPolicy';

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

describe('messages', () => {
  it("are the spec's", () => {
    expect(REGISTRATION_MESSAGES).toEqual({
      rejected: 'Registration failed. Please check your information.',
      exhausted: 'Registration failed after multiple attempts. Please try again later.',
      unreachable:
        'Unable to connect to server. Please check your internet connection and try again.',
      unexpected: 'An unexpected error occurred. Please try again.',
    });
  });
});

describe('requestFailure', () => {
  it('reads HTTP errors by their status', () => {
    expect(requestFailure(new HttpError(409, 'Phone taken'))).toEqual({
      kind: 'http',
      status: 409,
      message: 'Phone taken',
    });
    expect(requestFailure({ statusCode: 503 })).toEqual({
      kind: 'http',
      status: 503,
      message: undefined,
    });
  });

  it('reads everything else as no answer', () => {
    expect(requestFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'network',
      message: 'Failed to fetch',
    });
    expect(requestFailure({ status: 0, message: '' })).toEqual({
      kind: 'network',
      message: undefined,
    });
    expect(requestFailure('boom')).toEqual({ kind: 'network' });
    expect(requestFailure(null)).toEqual({ kind: 'network' });
  });
});

describe('isRetryableFailure', () => {
  it('retries network failures and 5xx, never 4xx', () => {
    expect(isRetryableFailure({ kind: 'network' })).toBe(true);
    expect(isRetryableFailure({ kind: 'http', status: 500 })).toBe(true);
    expect(isRetryableFailure({ kind: 'http', status: 503 })).toBe(true);
    for (const status of [400, 401, 403, 404, 408, 409, 422, 429]) {
      expect(isRetryableFailure({ kind: 'http', status })).toBe(false);
    }
  });
});

describe('retryDelayMs', () => {
  it('waits 1 s, then 2 s, doubling up to 5 s', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('never exceeds 5 s and never shrinks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        expect(retryDelayMs(n)).toBeLessThanOrEqual(5000);
        expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));
      }),
    );
  });
});

describe('decideRetry', () => {
  it('retries network and 5xx failures before the 3rd attempt', () => {
    expect(decideRetry({ kind: 'network' }, 1)).toEqual({ retry: true, delayMs: 1000 });
    expect(decideRetry({ kind: 'http', status: 502 }, 2)).toEqual({ retry: true, delayMs: 2000 });
  });

  it('gives up after 3 attempts with the outcome message', () => {
    expect(decideRetry({ kind: 'network' }, 3)).toEqual({
      retry: false,
      message: REGISTRATION_MESSAGES.unreachable,
    });
    expect(decideRetry({ kind: 'http', status: 500, message: 'Internal error' }, 3)).toEqual({
      retry: false,
      message: REGISTRATION_MESSAGES.exhausted,
    });
  });

  it("answers a 4xx at once with the server's message or the default", () => {
    expect(
      decideRetry({ kind: 'http', status: 409, message: 'Phone already registered' }, 1),
    ).toEqual({
      retry: false,
      message: 'Phone already registered',
    });
    expect(decideRetry({ kind: 'http', status: 400 }, 1)).toEqual({
      retry: false,
      message: REGISTRATION_MESSAGES.rejected,
    });
  });
});

describe('withRegistrationRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it('retries a 5xx after 1 s and succeeds', async () => {
    const send = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new HttpError(500, 'Internal'))
      .mockResolvedValueOnce('ok');
    const result = withRegistrationRetry(send, { sleep });
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
  });

  it('makes 3 attempts, 1 s then 2 s apart, then gives up on a 5xx', async () => {
    const send = vi.fn(async () => {
      throw new HttpError(503, 'Unavailable');
    });
    const result = withRegistrationRetry(send, { sleep });
    const settled = expect(result).rejects.toMatchObject({
      name: 'RegistrationFailedError',
      message: REGISTRATION_MESSAGES.exhausted,
      attempts: REGISTRATION_MAX_ATTEMPTS,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives up on a network failure with the connection message', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = withRegistrationRetry(send, { sleep });
    const settled = expect(result).rejects.toThrow(REGISTRATION_MESSAGES.unreachable);
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never retries a 4xx', async () => {
    const send = vi.fn(async () => {
      throw new HttpError(429, 'Too many registration attempts. Please try again later.');
    });
    const error = await withRegistrationRetry(send, { sleep }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RegistrationFailedError);
    expect((error as RegistrationFailedError).message).toBe(
      'Too many registration attempts. Please try again later.',
    );
    expect((error as RegistrationFailedError).failure).toEqual({
      kind: 'http',
      status: 429,
      message: 'Too many registration attempts. Please try again later.',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('takes its own classifier', async () => {
    const send = vi.fn(async () => {
      throw new Error('whatever');
    });
    await expect(
      withRegistrationRetry(send, { sleep, classify: () => ({ kind: 'http', status: 422 }) }),
    ).rejects.toThrow(REGISTRATION_MESSAGES.rejected);
  });
});
