import { spentOnOrderCents } from '../customers';
import type { LoyaltyAction } from '../loyalty';
import { applyLoyaltyChange } from '../loyalty';
import { centsToRupees, formatRupees } from '../money';
import { booksBreaks, countsTowardsCustomerTotals } from '../orders';
import type { BooksPayment, BooksRefund } from '../payments';

/** One order as the server answers it, in cents. */
export interface ObservedOrder {
  id: string;
  customerId: string;
  status: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  refundDueCents: number;
  paymentStatus: string;
  payments: readonly BooksPayment[];
  refunds: readonly BooksRefund[];
}

/** One customer's kept totals and loyalty, as the server answers them. */
export interface ObservedCustomer {
  id: string;
  totalOrders: number;
  totalSpentCents: number;
  loyaltyPoints: number;
  /** The loyalty history, oldest first. */
  loyaltyHistory: readonly { action: LoyaltyAction; points: number }[];
}

/** A revenue figure a screen shows beside the money that moved in the same window. */
export interface ObservedRevenue {
  label: string;
  reportedCents: number;
  /** Σ completed payments − Σ refunds of the window, counted from the rows. */
  receivedCents: number;
}

/** Everything the books' invariants read. */
export interface ObservedBooks {
  orders: readonly ObservedOrder[];
  customers: readonly ObservedCustomer[];
  revenue: readonly ObservedRevenue[];
}

const money = (cents: number) => formatRupees(centsToRupees(cents));

/**
 * An order's books (DESIGN 'The books'): paid = Σ completed payments − Σ refunds;
 * 0 ≤ balance = total − paid (nothing due once cancelled); the refund due and payment status as
 * `orderBooks` says; a cancelled order holds no unrefunded money.
 */
export function orderViolations(order: ObservedOrder): string[] {
  const where = `order ${order.id}`;
  return booksBreaks(order).flatMap((broken) => {
    switch (broken.rule) {
      case 'paid':
        return `${where}: paid ${money(broken.stored)} ≠ Σ payments − Σ refunds ${money(broken.books.paidCents)}`;
      case 'balance':
        return `${where}: balance ${money(broken.stored)} ≠ ${money(broken.expected)}`;
      case 'negativeBalance':
        return `${where}: negative balance ${money(broken.stored)}`;
      case 'refundDue':
        return `${where}: refund due ${money(broken.stored)} ≠ ${money(broken.expected)}`;
      case 'paymentStatus':
        return `${where}: payment status ${broken.stored} ≠ ${broken.expected}`;
      case 'cancelledHolds':
        return `${where}: cancelled but holds ${money(broken.books.paidCents)}`;
      // Refunds beyond the payments (overRefunded): a negative paid amount, the model's own
      // property, which the paid rule checks against the answer.
      default:
        return [];
    }
  });
}

/** A customer's totals are the sum of their counted orders; the loyalty balance, of its history. */
export function customerViolations(
  customer: ObservedCustomer,
  orders: readonly ObservedOrder[],
): string[] {
  const theirs = orders.filter((order) => order.customerId === customer.id);
  const counted = theirs.filter((order) => countsTowardsCustomerTotals(order.status)).length;
  const spent = theirs.reduce(
    (sum, order) => sum + spentOnOrderCents({ status: order.status, paidCents: order.paidCents }),
    0,
  );
  const where = `customer ${customer.id}`;
  const found: string[] = [];
  if (customer.totalOrders !== counted)
    found.push(`${where}: totalOrders ${customer.totalOrders} ≠ ${counted} counted orders`);
  if (customer.totalSpentCents !== spent)
    found.push(`${where}: totalSpent ${money(customer.totalSpentCents)} ≠ ${money(spent)}`);
  const history = customer.loyaltyHistory.reduce(
    (balance, row) => applyLoyaltyChange(balance, row.action, row.points),
    0,
  );
  if (customer.loyaltyPoints !== history)
    found.push(`${where}: loyalty ${customer.loyaltyPoints} ≠ ${history} from its history`);
  return found;
}

/** Revenue is money received net of refunds: every figure equals the rows' own sum. */
export function revenueViolations(revenue: readonly ObservedRevenue[]): string[] {
  return revenue
    .filter((figure) => figure.reportedCents !== figure.receivedCents)
    .map(
      (figure) =>
        `${figure.label}: revenue ${money(figure.reportedCents)} ≠ money received ${money(figure.receivedCents)}`,
    );
}

/** Every invariant of the books; an empty list when they all hold. */
export function booksViolations(books: ObservedBooks): string[] {
  return [
    ...books.orders.flatMap(orderViolations),
    ...books.customers.flatMap((customer) => customerViolations(customer, books.orders)),
    ...revenueViolations(books.revenue),
  ];
}
