import { ConflictError } from '../errors';

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

/** A 409 to answer when a write hits a unique index; `constraint` picks it by part of its name. */
export interface UniqueConflict {
  /** Part of the index's name (`email`, `phone`); left out, it answers any other duplicate. */
  constraint?: string;
  message: string;
  field?: string;
}

/**
 * Runs a write that may hit a unique index and answers 409 with the message and field of the
 * index it hit. Services check for duplicates first to answer early; this catches the request
 * that raced past that check, so both paths give the same answer.
 */
export async function withUniqueConflicts<T>(
  write: () => Promise<T>,
  conflicts: readonly UniqueConflict[],
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === undefined) throw error;
    const conflict =
      conflicts.find(
        (candidate) => candidate.constraint && constraint.includes(candidate.constraint),
      ) ?? conflicts.find((candidate) => !candidate.constraint);
    if (!conflict) throw error;
    throw new ConflictError(conflict.message, conflict.field);
  }
}
