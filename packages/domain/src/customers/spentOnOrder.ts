import { countsTowardsCustomerTotals } from '../orders';

/**
 * What one order adds to its customer's "Total spent": the money received on it (its stored
 * paid amount, payments net of refunds) while it counts — a cancelled order adds nothing, and an
 * order never paid adds nothing either. The server's SQL (db/counted-orders.ts) says the same.
 */
export function spentOnOrderCents(order: {
  status: string | null | undefined;
  paidCents: number;
}): number {
  return countsTowardsCustomerTotals(order.status) ? Math.max(0, order.paidCents) : 0;
}
