/**
 * The rows of a raw `db.execute(sql…)`. PGlite and node-postgres both answer `{ rows }`, but the
 * Database type spans both drivers, so the result is typed `unknown`; the query's author names T.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    const { rows } = result as { rows: unknown };
    if (Array.isArray(rows)) return rows as T[];
  }
  throw new Error('The database answered without rows');
}
