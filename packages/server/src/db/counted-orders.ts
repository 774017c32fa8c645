import { countsTowardsCustomerTotals, orderStatuses } from '@laundry/domain';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { orders } from './schema';

/** The statuses of the orders that count (the domain's rule: every one but cancelled). */
const countedStatuses = orderStatuses.filter((status) => countsTowardsCustomerTotals(status));

/**
 * The orders that count: towards a customer's totalOrders and totalSpent, their analytics and the
 * revenue of the stats. `status` is the orders' status column, or a roll-up's.
 */
export const countedStatus = (status: SQLWrapper): SQL => inArray(status, countedStatuses);
export const countedOrder: SQL = countedStatus(orders.status);

/**
 * What a counted order adds to its customer's totalSpent (the domain's `spentOnOrderCents`): the
 * money received on it — its stored paid amount, payments net of refunds — not its total. Sum it
 * over `countedOrder` rows.
 */
export const spentOnOrder: SQL = sql`${orders.paidAmountCents}`;
