/** The client's automatic retries of a registration (spec part 1 §8 and §9). */
export const REGISTRATION_MAX_ATTEMPTS = 3;
export const REGISTRATION_RETRY_BASE_MS = 1000;
export const REGISTRATION_RETRY_MAX_MS = 5000;

/** The registration's failure texts (spec part 1 §8 'Registration'). */
export const REGISTRATION_MESSAGES = {
  /** A 4xx without a message of its own. */
  rejected: 'Registration failed. Please check your information.',
  /** 5xx on every attempt. */
  exhausted: 'Registration failed after multiple attempts. Please try again later.',
  /** No answer at all (network, timeout) on every attempt. */
  unreachable: 'Unable to connect to server. Please check your internet connection and try again.',
  /** The error dialog's text when a failure carries none. */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/**
 * The server's 429 for too many registrations from one address. It contains 'Too many', which
 * makes the dialog show its note (not a text of the spec: the server's, written once here).
 */
export const REGISTRATION_RATE_LIMIT_MESSAGE =
  'Too many registration attempts. Please wait a few minutes and try again.';

/** How one attempt failed: no answer at all, or an HTTP status with the server's message. */
export type RequestFailure =
  | { kind: 'network'; message?: string }
  | { kind: 'http'; status: number; message?: string };

/**
 * Reads a caught error as a RequestFailure: an error with an HTTP status (`status` or
 * `statusCode`, as the api-client's ApiError carries) is an HTTP failure; anything else (a
 * failed fetch, an abort on timeout, status 0) never got an answer.
 */
export function requestFailure(error: unknown): RequestFailure {
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    const status =
      typeof record.status === 'number'
        ? record.status
        : typeof record.statusCode === 'number'
          ? record.statusCode
          : 0;
    const message =
      typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
    if (status >= 100) return { kind: 'http', status, message };
    return { kind: 'network', message };
  }
  return { kind: 'network' };
}

/** Network failures and 5xx answers are worth another try; 4xx never. */
export function isRetryableFailure(failure: RequestFailure): boolean {
  return failure.kind === 'network' || failure.status >= 500;
}

/** The wait before retry n (1-based): 1 s, 2 s, 4 s… doubling, never more than 5 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(
    REGISTRATION_RETRY_BASE_MS * 2 ** Math.max(0, retry - 1),
    REGISTRATION_RETRY_MAX_MS,
  );
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; message: string };

/**
 * After attempt number `attempt` (1-based) failed: wait and retry, or give up with the message
 * the visitor sees.
 */
export function decideRetry(failure: RequestFailure, attempt: number): RetryDecision {
  if (isRetryableFailure(failure) && attempt < REGISTRATION_MAX_ATTEMPTS) {
    return { retry: true, delayMs: retryDelayMs(attempt) };
  }
  if (failure.kind === 'network')
    return { retry: false, message: REGISTRATION_MESSAGES.unreachable };
  if (failure.status >= 500) return { retry: false, message: REGISTRATION_MESSAGES.exhausted };
  return { retry: false, message: failure.message ?? REGISTRATION_MESSAGES.rejected };
}

/** The error a registration that gave up rejects with; its message is the visitor's text. */
export class RegistrationFailedError extends Error {
  override readonly name = 'RegistrationFailedError';
  readonly failure: RequestFailure;
  readonly attempts: number;

  constructor(message: string, failure: RequestFailure, attempts: number, cause?: unknown) {
    super(message, { cause });
    this.failure = failure;
    this.attempts = attempts;
  }
}

export interface RetryOptions {
  /** Waits the given milliseconds: the caller's clock, so tests can use a fake one. */
  sleep: (ms: number) => Promise<void>;
  /** How to read a caught error; `requestFailure` by default. */
  classify?: (error: unknown) => RequestFailure;
}

/**
 * Sends a registration with the policy above: up to 3 attempts, network and 5xx failures
 * retried after 1 s then 2 s, 4xx at once. Resolves the first success; rejects with a
 * RegistrationFailedError carrying the spec's message.
 */
export async function withRegistrationRetry<T>(
  send: (attempt: number) => Promise<T>,
  { sleep, classify = requestFailure }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send(attempt);
    } catch (error) {
      const failure = classify(error);
      const decision = decideRetry(failure, attempt);
      if (!decision.retry)
        throw new RegistrationFailedError(decision.message, failure, attempt, error);
      await sleep(decision.delayMs);
    }
  }
}
