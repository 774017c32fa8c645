/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** Whether the error (or the driver error Drizzle wrapped in it) is a duplicate key. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    if (sqlState(current) === UNIQUE_VIOLATION) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
