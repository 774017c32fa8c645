import { sql } from 'drizzle-orm';
import type { Executor } from './client';

// The triggers that keep the derived totals: migration 0009 (`order_status_totals`,
// `revenue_totals`, netted by refunds in `*_refunds.sql`) and 0011 (`customer_totals` and the daily
// roll-ups), deferred to the commit behind one lock since 0016 (decision 020).
const KEEPERS = [
  { table: sql`orders`, trigger: sql`orders_keep_status_totals` },
  { table: sql`payments`, trigger: sql`payments_keep_revenue_totals` },
  { table: sql`refunds`, trigger: sql`refunds_keep_revenue_totals` },
  { table: sql`customers`, trigger: sql`customers_keep_totals` },
  { table: sql`customers`, trigger: sql`customers_keep_daily_totals` },
  { table: sql`orders`, trigger: sql`orders_keep_daily_totals` },
  { table: sql`loyalty_history`, trigger: sql`loyalty_history_keep_daily_totals` },
];

/**
 * Runs a bulk load (a restore, the benchmark's million orders) with the per-row keeping of the
 * totals switched off, then counts the totals once from the rows: a trigger per row would make a
 * large load minutes slower. Use it inside the load's transaction, so nobody sees the gap.
 */
export async function withTotalsRebuiltAfter<T>(tx: Executor, load: () => Promise<T>): Promise<T> {
  // The keepers are deferred to the commit: settle what this transaction queued so far, since a
  // table with pending trigger events cannot be altered.
  await tx.execute(sql`set constraints all immediate`);
  for (const keeper of KEEPERS) {
    await tx.execute(sql`alter table ${keeper.table} disable trigger ${keeper.trigger}`);
  }
  const result = await load();
  for (const keeper of KEEPERS) {
    await tx.execute(sql`alter table ${keeper.table} enable trigger ${keeper.trigger}`);
  }
  await tx.execute(sql`set constraints all deferred`);
  await rebuildTotals(tx);
  return result;
}

/** Every kept total counted again from its rows (the same statements as the migrations'). */
async function rebuildTotals(tx: Executor) {
  // The rows the keepers lock are written only under their one lock (migration 0016).
  await tx.execute(sql`select kept_totals_lock()`);
  await tx.execute(sql`delete from order_status_totals`);
  await tx.execute(sql`delete from revenue_totals`);
  await tx.execute(sql`delete from customer_totals`);
  await tx.execute(sql`delete from customer_daily_totals`);
  await tx.execute(sql`delete from order_daily_totals`);
  await tx.execute(sql`delete from loyalty_daily_totals`);
  await tx.execute(sql`
    insert into order_status_totals (status, orders, total_cents)
    select status, count(*), sum(total_amount_cents) from orders group by status`);
  await tx.execute(sql`
    insert into revenue_totals (id, cents)
    select true, coalesce((select sum(amount_cents) from payments
      where status = 'completed' and processed_at is not null), 0)
      - coalesce((select sum(amount_cents) from refunds), 0)`);
  await tx.execute(sql`
    insert into customer_totals (loyalty_points, is_student, has_orders, customers, total_spent_cents)
    select loyalty_points, is_student, total_orders > 0, count(*), sum(total_spent_cents)
    from customers group by 1, 2, 3`);
  await tx.execute(sql`
    insert into customer_daily_totals (day, customers, students)
    select (created_at at time zone 'UTC')::date, count(*), count(*) filter (where is_student)
    from customers group by 1`);
  await tx.execute(sql`
    insert into order_daily_totals (day, status, orders, total_cents)
    select (created_at at time zone 'UTC')::date, status, count(*), sum(total_amount_cents)
    from orders group by 1, 2`);
  await tx.execute(sql`
    insert into loyalty_daily_totals (day, points)
    select (created_at at time zone 'UTC')::date, sum(points_after - points_before)
    from loyalty_history group by 1`);
}
