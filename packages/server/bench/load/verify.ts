import { inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { orders, payments } from '../../src/db/schema';
import type { Acknowledged } from './counter';

export interface Verification {
  acknowledgedOrders: number;
  acknowledgedPayments: number;
  /** Acknowledged orders not stored, or stored more than once (by their key). */
  missingOrders: number;
  duplicatedOrders: number;
  /** Acknowledged payments whose order does not hold exactly that one payment. */
  wrongPayments: number;
  /** Orders the run stored without an acknowledgement (answers lost to a crash or an error). */
  unacknowledgedOrders: number;
}

/**
 * Every acknowledged order is in the database exactly once (counted by the key its instructions
 * carry) and holds exactly the one payment acknowledged for it.
 */
export async function verifyAcknowledged(
  db: Database,
  acknowledged: Acknowledged,
): Promise<Verification> {
  const stored = await db
    .select({ note: orders.specialInstructions, copies: sql<number>`count(*)::int` })
    .from(orders)
    .where(like(orders.specialInstructions, 'bench %'))
    .groupBy(orders.specialInstructions);
  const copies = new Map(stored.map((row) => [row.note?.slice('bench '.length), row.copies]));
  let missingOrders = 0;
  let duplicatedOrders = 0;
  for (const key of acknowledged.orders.keys()) {
    const count = copies.get(key) ?? 0;
    if (count === 0) missingOrders += 1;
    if (count > 1) duplicatedOrders += 1;
  }
  const duplicatesAnywhere = stored.filter((row) => row.copies > 1).length;
  const paidOrders = [...acknowledged.payments.keys()];
  const paid = new Map<string, { count: number; cents: number }>();
  for (let start = 0; start < paidOrders.length; start += 1000) {
    const rows = await db
      .select({
        orderId: payments.orderId,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`sum(${payments.amountCents})::int`,
      })
      .from(payments)
      .where(inArray(payments.orderId, paidOrders.slice(start, start + 1000)))
      .groupBy(payments.orderId);
    for (const row of rows) paid.set(row.orderId, { count: row.count, cents: row.cents });
  }
  let wrongPayments = 0;
  for (const [orderId, cents] of acknowledged.payments) {
    const row = paid.get(orderId);
    if (row?.count !== 1 || row.cents !== cents) wrongPayments += 1;
  }
  return {
    acknowledgedOrders: acknowledged.orders.size,
    acknowledgedPayments: acknowledged.payments.size,
    missingOrders,
    duplicatedOrders: Math.max(duplicatedOrders, duplicatesAnywhere),
    wrongPayments,
    unacknowledgedOrders: [...acknowledged.attempted].filter(
      (key) => copies.has(key) && !acknowledged.orders.has(key),
    ).length,
  };
}

export function verificationLine(result: Verification): string {
  const exact =
    result.missingOrders === 0 && result.duplicatedOrders === 0 && result.wrongPayments === 0;
  return `${exact ? 'OK' : 'FAILED'}: ${result.acknowledgedOrders} acknowledged orders and ${result.acknowledgedPayments} payments; missing ${result.missingOrders}, duplicated ${result.duplicatedOrders}, payments wrong ${result.wrongPayments}; stored without an answer ${result.unacknowledgedOrders}`;
}
