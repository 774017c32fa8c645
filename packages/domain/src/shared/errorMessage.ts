/**
 * A fault of the program itself (x is undefined, an answer that failed its schema): its message is
 * for developers, never for the person at the counter, who gets the screen's fallback.
 */
const PROGRAM_FAULTS = new Set([
  'ZodError',
  'TypeError',
  'ReferenceError',
  'SyntaxError',
  'RangeError',
  'EvalError',
  'URIError',
]);

/**
 * The one way a failure caught as `unknown` becomes text, for every machine, screen and command:
 * the message it carries (the server's, a client's "Unable to connect…", a text thrown on
 * purpose), or the fallback (the spec's 'Failed to …' texts) when it carries none or is a fault
 * of the program.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error.trim() ? error : fallback;
  if (error instanceof Error && PROGRAM_FAULTS.has(error.name)) return fallback;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message.trim()
  ) {
    return error.message;
  }
  return fallback;
}
