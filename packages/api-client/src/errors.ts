import { errorMessage } from '@laundry/domain';
/**
 * How a call failed: the server answered with an error (`response`), nobody answered (`network`),
 * the answer took longer than the timeout (`timeout`), the caller cancelled it (`aborted`), or the
 * server answered something that is not the agreed shape (`invalid-response`).
 */
export type ApiErrorKind = 'response' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export interface ApiErrorInit {
  status: number;
  message: string;
  kind?: ApiErrorKind;
  field?: string;
  data?: unknown;
  cause?: unknown;
}

/**
 * The one error every call rejects with. `status` is the HTTP status, 0 when no answer came;
 * `message` is the server's own text when it sent one; `field` names the input at fault;
 * `data` is the server's whole body (reports rethrow it).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly field?: string;
  readonly data?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind ?? (init.status === 0 ? 'network' : 'response');
    if (init.field !== undefined) this.field = init.field;
    if (init.data !== undefined) this.data = init.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text of a failure: the domain's one `errorMessage` (the message it carries, the fallback for
 * none or for a fault of the program), under the name the client has always exported.
 */
export const getErrorMessage = errorMessage;

/** Texts for failures that have no server message. The words matter: the registration dialog
 * offers "Try Again" when a message mentions connect, network, server or timeout. */
export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to server. Please check your internet connection and try again.';
export const ABORTED_MESSAGE = 'The request was cancelled.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent an unexpected answer. Please try again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export function timeoutMessage(timeoutMs: number): string {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return `Request timeout: the server did not answer within ${seconds} s. Please try again.`;
}

export function statusMessage(status: number, statusText: string): string {
  const label = statusText ? `${status} ${statusText}` : String(status);
  return status >= 500
    ? `The server failed to answer (${label}). Please try again.`
    : `The request was refused (${label}).`;
}
