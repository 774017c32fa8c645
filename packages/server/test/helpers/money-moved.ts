import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';

/**
 * Σ completed payments − Σ refunds of the business days [from, to] in `zone`, in cents, counted
 * straight from the rows — beside, not through, the server's own revenue query, so a test can
 * hold every revenue figure against it.
 */
export async function movedInSql(
  db: Database,
  from: string,
  to: string,
  zone: string,
): Promise<number> {
  const [row] = rowsOf<{ cents: number | string }>(
    await db.execute(sql`select
      (select coalesce(sum(amount_cents), 0) from payments
        where status = 'completed' and (processed_at at time zone ${zone})::date between ${from}::date and ${to}::date)
      - (select coalesce(sum(amount_cents), 0) from refunds
        where (refunded_at at time zone ${zone})::date between ${from}::date and ${to}::date)
      as cents`),
  );
  return Number(row?.cents ?? 0);
}
