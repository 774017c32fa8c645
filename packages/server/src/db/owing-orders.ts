import { balanceDueCents, orderStatuses } from '@laundry/domain';
import { inArray, type SQL } from 'drizzle-orm';
import { orders } from './schema';

/**
 * The statuses in which an order can still owe money, read off the domain's `balanceDueCents`
 * (an unpaid order of each status: a cancelled one owes nothing), so the SQL never restates it.
 */
const owingStatuses = orderStatuses.filter(
  (status) => balanceDueCents({ status, totalCents: 1, paidCents: 0 }) > 0,
);

/** Orders whose status lets them owe: with an unpaid or partial payment status, they owe. */
export const owingOrder: SQL = inArray(orders.status, owingStatuses);
