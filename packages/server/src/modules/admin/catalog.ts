/**
 * Tables that are the server's working state, not the shop's data: sign-ins, sign-in throttling
 * and replayed creates. A backup leaves them out; a restore keeps the sign-ins of the accounts
 * that still exist, clears the replays (they answer with rows that may be gone) and leaves the
 * throttle alone.
 */
export const SESSIONS_TABLE = 'refresh_tokens';
export const REPLAYS_TABLE = 'idempotency_keys';
export const WORKING_TABLES: ReadonlySet<string> = new Set([
  SESSIONS_TABLE,
  REPLAYS_TABLE,
  'login_throttle',
]);

/**
 * Totals the database keeps from other tables by trigger (migrations 0009 and 0011): a backup
 * leaves them out, and a restore rebuilds them from the customers, orders, payments and loyalty
 * history it writes again.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'order_status_totals',
  'revenue_totals',
  'customer_totals',
  'customer_daily_totals',
  'order_daily_totals',
  'loyalty_daily_totals',
]);

export interface TableInfo {
  name: string;
  /** Columns that can be written (generated ones are left out), in table order. */
  columns: string[];
}

/** Kahn's algorithm; a table's reference to itself does not hold it back. */
export function parentsFirst<T extends { name: string }>(
  tables: T[],
  references: { child: string; parent: string }[],
): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const waitingOn = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && byName.has(parent)) waitingOn.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0) throw new Error('The tables refer to each other in a cycle');
    for (const name of ready.sort()) {
      waitingOn.delete(name);
      for (const parents of waitingOn.values()) parents.delete(name);
      const table = byName.get(name);
      if (table) ordered.push(table);
    }
  }
  return ordered;
}
