import type { ObservedBooks } from './booksInvariants';
import { type BooksModel, booksOfOrder } from './booksModel';

/** The money that moved on `day` by the model (payments in, refunds out), in cents. */
export function modelMovedCents(model: BooksModel, day?: string): number {
  return model.movements
    .filter((movement) => day === undefined || movement.day === day)
    .reduce((sum, movement) => sum + movement.cents, 0);
}

/**
 * Where the server's books differ from the model's: the orders that exist, each one's status,
 * total, paid amount, payments and refunds, and each customer's loyalty balance. The invariants
 * (booksViolations) say the server agrees with itself; this says it did what was asked.
 */
export function booksDisagreements(model: BooksModel, observed: ObservedBooks): string[] {
  const found: string[] = [];
  const expectedIds = model.orders.map((order) => order.id).sort();
  const observedIds = observed.orders.map((order) => order.id).sort();
  if (expectedIds.join() !== observedIds.join())
    found.push(`orders: expected [${expectedIds.join(', ')}], found [${observedIds.join(', ')}]`);
  for (const order of model.orders) {
    const seen = observed.orders.find((entry) => entry.id === order.id);
    if (!seen) continue;
    const expected = {
      customerId: order.customerId,
      status: order.lifecycle.status,
      totalCents: order.lifecycle.totalCents,
      paidCents: booksOfOrder(order).paidCents,
      payments: order.payments.length,
      refunds: order.refunds.length,
    };
    const actual = {
      customerId: seen.customerId,
      status: seen.status,
      totalCents: seen.totalCents,
      paidCents: seen.paidCents,
      payments: seen.payments.length,
      refunds: seen.refunds.length,
    };
    for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
      if (expected[key] !== actual[key])
        found.push(`order ${order.id}: ${key} ${actual[key]}, the model says ${expected[key]}`);
    }
  }
  for (const customer of observed.customers) {
    const expected = model.loyalty[customer.id] ?? 0;
    if (customer.loyaltyPoints !== expected)
      found.push(
        `customer ${customer.id}: loyalty ${customer.loyaltyPoints}, the model says ${expected}`,
      );
  }
  return found;
}
