// The lock-out's texts and rule, apart from its machine: the sign-in page shows them on its first
// paint, and loads the machine (and XState) only after a failed sign-in.
import { LOGIN_MAX_FAILURES } from './constants';

/** The lock banner of the sign-in page (spec part 1 §8), also the server's 429 message. */
export const LOCKOUT_MESSAGE =
  'Account temporarily locked due to multiple failed login attempts. Please try again in 5 minutes.';

/**
 * The warning under the sign-in form after 1 to 4 failures, else null (spec part 1 §8). The
 * spec's text keeps "attempt(s)" as written.
 */
export function lockoutWarning(failures: number): string | null {
  if (failures < 1 || failures >= LOGIN_MAX_FAILURES) return null;
  return `${failures} failed attempt(s). Account will be locked after ${LOGIN_MAX_FAILURES} failed attempts.`;
}
