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

/** PostgreSQL chose this transaction to break a deadlock, or a serializable read raced a write. */
const RACE_LOST = new Set(['40P01', '40001']);

/**
 * The SQLSTATE when the transaction lost a deadlock (40P01) or a serialization race (40001):
 * nothing it did was kept, so running it again is safe.
 */
export function lostRace(error: unknown): string | undefined {
  const code = databaseError(error)?.code;
  return code && RACE_LOST.has(code) ? code : undefined;
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

const CHECK_VIOLATION = '23514';
const NUMERIC_OUT_OF_RANGE = '22003';
const INVALID_TEXT_REPRESENTATION = '22P02';

/** The field each check constraint guards, for the rare value that slips past the schemas. */
const constraintFields: Record<string, string> = {
  customers_loyalty_points_range: 'loyaltyPoints',
  customers_version_range: 'version',
  users_version_range: 'version',
  loyalty_history_points_range: 'points',
  orders_discount_percentage_range: 'discountPercentage',
};

/**
 * A write the database refused because a value was out of range or of the wrong form: bad
 * input, not a server fault. The schemas bound every field first; this is the last word.
 */
export function inputRejectedByDatabase(
  error: unknown,
): { message: string; field?: string } | undefined {
  const found = databaseError(error);
  if (!found) return undefined;
  if (found.code === CHECK_VIOLATION) {
    const field =
      typeof found.constraint === 'string' ? constraintFields[found.constraint] : undefined;
    return { message: 'A value is outside its allowed range', ...(field ? { field } : {}) };
  }
  if (found.code === NUMERIC_OUT_OF_RANGE) return { message: 'A number is out of range' };
  if (found.code === INVALID_TEXT_REPRESENTATION) return { message: 'A value has the wrong form' };
  return undefined;
}

/**
 * What may be logged of an error. A failed statement's parameters are customers' and staff's
 * names, phones, e-mails and password hashes, and PostgreSQL's `detail` repeats key values, so a
 * database error is logged by its SQLSTATE, constraint, table and column and the statement text
 * (placeholders only) — never its parameters or its messages.
 */
export function loggableError(error: unknown): unknown {
  const found = databaseError(error);
  if (!found) return error;
  const source = found as Record<string, unknown>;
  const pick = (key: string) => (typeof source[key] === 'string' ? source[key] : undefined);
  const query =
    error instanceof Error && 'query' in error && typeof error.query === 'string'
      ? error.query
      : undefined;
  return {
    type: 'DatabaseError',
    message: `database refused a statement (SQLSTATE ${found.code})`,
    code: found.code,
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    routine: pick('routine'),
    query,
    // The stack's first lines repeat the message, parameters included: only the frames.
    stack:
      error instanceof Error
        ? error.stack
            ?.split('\n')
            .filter((line) => line.trimStart().startsWith('at '))
            .join('\n')
        : undefined,
  };
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
