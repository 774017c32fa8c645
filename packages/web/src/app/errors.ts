import { ApiError, getErrorMessage } from '@laundry/api-client';

/**
 * The one way the web turns a failure into text: the server's message when it sent one, else the
 * screen's fallback (the spec's 'Failed to …' texts). Everything else goes through here.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return getErrorMessage(error, fallback);
}

/** The HTTP status of a failure, 0 when there was no answer or it was not an API failure. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return 0;
}
