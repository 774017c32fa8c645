import { ApiError } from '@laundry/api-client';

/**
 * The one way a failure becomes text (the domain's): the server's message when it sent one, else
 * the screen's fallback (the spec's 'Failed to …' texts).
 */
export { errorMessage } from '@laundry/domain';

/** The HTTP status of a failure, 0 when there was no answer or it was not an API failure. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return 0;
}
