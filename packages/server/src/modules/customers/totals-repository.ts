import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, orders } from '../../db/schema';

/**
 * The orders that count: towards a customer's totalOrders and totalSpent, their analytics and the
 * revenue of the stats. Every order except a cancelled one.
 */
export const countedStatus = (status: SQLWrapper): SQL => sql`${status} <> 'cancelled'`;
export const countedOrder: SQL = countedStatus(orders.status);

/**
 * Recomputes one customer's `totalOrders` and `totalSpentCents` from their orders. Every write to
 * the orders table calls it in the same transaction, so the customer list can sort by the
 * totals with an index and never disagrees with the orders.
 */
export async function recalculateCustomerTotals(
  executor: Executor,
  customerId: string,
): Promise<void> {
  await executor
    .update(customers)
    .set({
      totalOrders: sql`(select count(*) from ${orders} where ${orders.customerId} = ${customerId} and ${countedOrder})::int`,
      totalSpentCents: sql`(select coalesce(sum(${orders.totalAmountCents}), 0) from ${orders} where ${orders.customerId} = ${customerId} and ${countedOrder})::int`,
    })
    .where(eq(customers.id, customerId));
}

/** The same for every customer at once (data imports, the benchmark's generated orders). */
export async function recalculateAllCustomerTotals(executor: Executor): Promise<void> {
  await executor.execute(sql`
    update ${customers} set total_orders = totals.count, total_spent_cents = totals.spent
    from (
      select ${customers.id} as id, count(${orders.id})::int as count,
        coalesce(sum(${orders.totalAmountCents}), 0)::int as spent
      from ${customers} left join ${orders}
        on ${orders.customerId} = ${customers.id} and ${countedOrder}
      group by ${customers.id}
    ) as totals
    where ${customers.id} = totals.id`);
}
