import {
  type ApiSuccess,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  type RegistrationPayload,
  type RegistrationResponse,
  type RequestFailure,
  registrationResponseSchema,
  requestFailure,
  withRegistrationRetry,
} from '@laundry/domain';
import { ApiError } from '../errors';
import type { Transport } from '../transport';

export const REGISTER_FROM_LANDING_PATH = '/customers/register-from-landing';

export interface RegisterFromLandingOptions {
  /**
   * The submission's Idempotency-Key. Every automatic retry of one call sends the same key; pass
   * the same key again when the visitor retries the same form, so a registration whose answer
   * was lost is replayed rather than recorded twice. A new random key when absent.
   */
  idempotencyKey?: string;
}

export interface RegistrationApiOptions {
  /** Waits between automatic retries; `setTimeout` by default (tests use fake timers). */
  sleep?: (ms: number) => Promise<void>;
}

const sleepWithTimeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The server's own message, only when its body carried one: the transport fills in a generic
 * text for a bare status, and the spec wants its own fallback for a 4xx without a message.
 */
function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * How one attempt failed, for the domain's retry policy. An answer with an error status is an
 * HTTP failure carrying the server's message; no answer (network, timeout), an answer that is
 * not the agreed shape, or anything thrown that is not an ApiError counts as "never got an
 * answer" (spec part 1 §8: a thrown error gives the "Unable to connect" text).
 */
export function classifyRegistrationFailure(error: unknown): RequestFailure {
  if (!(error instanceof ApiError)) return requestFailure(error);
  if (error.kind !== 'response') return { kind: 'network' };
  const message =
    serverMessage(error.data) ??
    (error.status === 429 ? REGISTRATION_RATE_LIMIT_MESSAGE : undefined);
  return { kind: 'http', status: error.status, ...(message ? { message } : {}) };
}

/** An RFC 4122 version-4 id. `crypto.randomUUID` exists only in secure contexts, so not always. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The landing page's self-registration (spec part 1 §7 'Customers' and §8 'Registration'):
 * public (no bearer token, never refreshed), retried by the domain's policy — network failures
 * and 5xx up to 3 attempts, waiting 1 s then 2 s; a 4xx at once — and rejecting with a
 * `RegistrationFailedError` whose message is the visitor's text.
 */
export function createRegistrationApi(
  http: Transport,
  { sleep = sleepWithTimeout }: RegistrationApiOptions = {},
) {
  return {
    registerFromLanding(
      payload: RegistrationPayload,
      { idempotencyKey = newIdempotencyKey() }: RegisterFromLandingOptions = {},
    ): Promise<ApiSuccess<RegistrationResponse>> {
      return withRegistrationRetry(
        () =>
          http.request(
            REGISTER_FROM_LANDING_PATH,
            {
              method: 'POST',
              body: payload,
              public: true,
              headers: { 'idempotency-key': idempotencyKey },
            },
            registrationResponseSchema,
          ),
        { sleep, classify: classifyRegistrationFailure },
      );
    },
  };
}
export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
