import {
  type BooksPayment,
  type BooksRefund,
  type OrderBooks,
  orderBooks,
  type PaymentStatus,
} from '../payments';
import { balanceDueCents } from './balanceDue';
import { normalizeOrderStatus } from './orderStatus';

/** An order's stored figures (an answer, a restored row) beside its payments and refunds. */
export interface StoredOrderBooks {
  status: string;
  totalCents: number;
  /** The stored paid amount. */
  paidCents: number;
  paymentStatus: string;
  payments: readonly BooksPayment[];
  refunds: readonly BooksRefund[];
  /** The stored balance and refund due, where the figures carry them (an API answer does). */
  balanceCents?: number;
  refundDueCents?: number;
}

/** A rule of the books (DESIGN 'The books') that an order's stored figures break. */
export type BooksBreak =
  /** Its refunds give back more than its payments took in. */
  | { rule: 'overRefunded'; books: OrderBooks }
  /** The stored paid amount is not Σ completed payments − Σ refunds. */
  | { rule: 'paid'; stored: number; books: OrderBooks }
  /** The stored balance is not total − paid (0 once cancelled). */
  | { rule: 'balance'; stored: number; expected: number }
  | { rule: 'negativeBalance'; stored: number }
  /** The stored refund due is not paid − total (or 0). */
  | { rule: 'refundDue'; stored: number; expected: number }
  /** The stored payment status is not the one the total and paid amount make. */
  | { rule: 'paymentStatus'; stored: string; expected: PaymentStatus; books: OrderBooks }
  /** A cancelled order still holds money not given back. */
  | { rule: 'cancelledHolds'; books: OrderBooks }
  /**
   * A collected order whose payments never covered its total: the counter hands an order over only
   * once it is paid (issue 38); a refund may come after, but what was received covered the total.
   */
  | { rule: 'collectedUnpaid'; books: OrderBooks };

/**
 * Every rule of the books an order's stored figures break, in this order: over-refunded, paid,
 * balance, negative balance, refund due, payment status, cancelled but holding money, collected
 * but never paid in full. The one
 * statement of the rules: the restore's check words the first for an admin, the books model's
 * invariants word them all for a failing test.
 */
export function booksBreaks(order: StoredOrderBooks): BooksBreak[] {
  const books = orderBooks(order);
  const found: BooksBreak[] = [];
  if (books.paidCents < 0) found.push({ rule: 'overRefunded', books });
  if (order.paidCents !== books.paidCents)
    found.push({ rule: 'paid', stored: order.paidCents, books });
  if (order.balanceCents !== undefined) {
    const expected = balanceDueCents({
      status: order.status,
      totalCents: order.totalCents,
      paidCents: books.paidCents,
    });
    if (order.balanceCents !== expected)
      found.push({ rule: 'balance', stored: order.balanceCents, expected });
    if (order.balanceCents < 0) found.push({ rule: 'negativeBalance', stored: order.balanceCents });
  }
  if (order.refundDueCents !== undefined && order.refundDueCents !== books.refundDueCents)
    found.push({ rule: 'refundDue', stored: order.refundDueCents, expected: books.refundDueCents });
  if (order.paymentStatus !== books.paymentStatus)
    found.push({
      rule: 'paymentStatus',
      stored: order.paymentStatus,
      expected: books.paymentStatus,
      books,
    });
  if (normalizeOrderStatus(order.status) === 'cancelled' && books.paidCents !== 0)
    found.push({ rule: 'cancelledHolds', books });
  if (normalizeOrderStatus(order.status) === 'collected' && books.receivedCents < order.totalCents)
    found.push({ rule: 'collectedUnpaid', books });
  return found;
}
