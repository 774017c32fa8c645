/**
 * How a message that could not leave is tried again: after 30 s, then twice as long each time
 * (30 s, 1 min, 2 min, 4 min), five attempts in all; a gateway that refuses the message itself
 * (a 4xx: bad number, bad key) is not tried again. Past that it is failed, with the reason, until
 * someone presses Resend.
 */
export const MESSAGE_MAX_ATTEMPTS = 5;
export const MESSAGE_FIRST_RETRY_MS = 30_000;

/** The wait before the next attempt after `attempts` failed ones; null when there is none. */
export function messageRetryDelayMs(attempts: number): number | null {
  if (attempts >= MESSAGE_MAX_ATTEMPTS) return null;
  return MESSAGE_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}
