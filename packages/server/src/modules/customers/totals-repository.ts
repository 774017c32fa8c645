import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder, spentOnOrder } from '../../db/counted-orders';
import { customers, orders } from '../../db/schema';

/**
 * Recomputes one customer's `totalOrders` and `totalSpentCents` (money received) from their orders. Every write to
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
      totalSpentCents: sql`(select coalesce(sum(${spentOnOrder}), 0) from ${orders} where ${orders.customerId} = ${customerId} and ${countedOrder})::int`,
    })
    .where(eq(customers.id, customerId));
}

/** The same for every customer at once (data imports, the benchmark's generated orders). */
export async function recalculateAllCustomerTotals(executor: Executor): Promise<void> {
  await executor.execute(sql`
    update ${customers} set total_orders = totals.count, total_spent_cents = totals.spent
    from (
      select ${customers.id} as id, count(${orders.id})::int as count,
        coalesce(sum(${spentOnOrder}), 0)::int as spent
      from ${customers} left join ${orders}
        on ${orders.customerId} = ${customers.id} and ${countedOrder}
      group by ${customers.id}
    ) as totals
    where ${customers.id} = totals.id`);
}
