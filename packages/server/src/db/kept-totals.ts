import { sql } from 'drizzle-orm';
import type { Executor } from './client';

// The triggers of migration 0009 that keep `order_status_totals` and `revenue_totals`.
const KEEPERS = [
  { table: sql`orders`, trigger: sql`orders_keep_status_totals` },
  { table: sql`payments`, trigger: sql`payments_keep_revenue_totals` },
];

/**
 * Runs a bulk load (a restore, the benchmark's million orders) with the per-row keeping of the
 * totals switched off, then counts the totals once from the rows: a trigger per row would make a
 * large load minutes slower. Use it inside the load's transaction, so nobody sees the gap.
 */
export async function withTotalsRebuiltAfter<T>(tx: Executor, load: () => Promise<T>): Promise<T> {
  for (const keeper of KEEPERS) {
    await tx.execute(sql`alter table ${keeper.table} disable trigger ${keeper.trigger}`);
  }
  const result = await load();
  for (const keeper of KEEPERS) {
    await tx.execute(sql`alter table ${keeper.table} enable trigger ${keeper.trigger}`);
  }
  await tx.execute(sql`delete from order_status_totals`);
  await tx.execute(sql`delete from revenue_totals`);
  await tx.execute(sql`
    insert into order_status_totals (status, orders, total_cents)
    select status, count(*), sum(total_amount_cents) from orders group by status`);
  await tx.execute(sql`
    insert into revenue_totals (id, cents)
    select true, coalesce(sum(amount_cents), 0) from payments
    where status = 'completed' and processed_at is not null`);
  return result;
}
