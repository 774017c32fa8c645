/**
 * The till module's entry (docs/decisions/037): the open till a cash payment or refund belongs to,
 * and whether a closed till counted an order's money (such an order is never deleted).
 */
export { orderInClosedTill } from './repository';
export { cashTillSessionOf, type TillService } from './service';
