import { centsToRupees, roundCents, rupeesToCents } from './cents';

/**
 * The average of an amount over a count (an order value: revenue / orders), to a whole cent;
 * 0 when there is nothing to share it over (spec part 2: "0 if none").
 */
export function averageCents(totalCents: number, count: number): number {
  return count > 0 ? roundCents(totalCents / count) : 0;
}

/** `averageCents` for an amount in rupees, as the API and the screens hold it. */
export function averagePerOrder(totalRupees: number, orders: number): number {
  return centsToRupees(averageCents(rupeesToCents(totalRupees), orders));
}
