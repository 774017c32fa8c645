/** PostgreSQL's SQLSTATEs the services react to. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
/** What an ON DELETE RESTRICT foreign key raises. */
const RESTRICT_VIOLATION = '23001';

/** The driver's error with a SQLSTATE, possibly wrapped by Drizzle in `cause`. */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    if (
      typeof current === 'object' &&
      current !== null &&
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current as { code: string; constraint?: unknown };
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** Whether the error (or the driver error Drizzle wrapped in it) is a duplicate key. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseError(error)?.code === UNIQUE_VIOLATION;
}

/** The unique index a duplicate key hit, when the error is one. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const found = databaseError(error);
  if (found?.code !== UNIQUE_VIOLATION) return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** Whether a foreign key refused the write (a row still referenced, or a missing parent). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = databaseError(error)?.code;
  return code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION;
}
