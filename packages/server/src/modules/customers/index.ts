/**
 * The customers module's entry (docs/decisions/037): what orders, registration and the seed may
 * use. A customer's totals are counted again from their orders by every write to the orders; an
 * order's points go through `earnLoyaltyPoints`/`takeBackLoyaltyPoints`; a new customer (the
 * back-office's or the landing page's) through `insertCustomer`.
 */
export {
  earnLoyaltyPoints,
  type OrderLoyaltyChange,
  takeBackLoyaltyPoints,
} from './order-loyalty';
export { customerSearchCondition, findCustomer, lockCustomer } from './repository';
export type { CustomersService } from './service';
export { toCustomer } from './to-customer';
export { recalculateAllCustomerTotals, recalculateCustomerTotals } from './totals-repository';
export { insertCustomer, type PhoneField } from './unique-contacts';
