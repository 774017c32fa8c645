import { type PaymentStatus, paymentStatusOf } from './paymentStatus';

/** A payment as the books read it: only completed payments are money received. */
export interface BooksPayment {
  amountCents: number;
  status: string;
}

/** A refund as the books read it: money given back, always positive. */
export interface BooksRefund {
  amountCents: number;
}

/** An order's money in integer cents, derived from its total, payments and refunds. */
export interface OrderBooks {
  /** Σ completed payments. */
  receivedCents: number;
  /** Σ refunds. */
  refundedCents: number;
  /** Σ completed payments − Σ refunds. */
  paidCents: number;
  /** What the customer still owes: total − paid, never below 0. */
  balanceCents: number;
  /** What the shop owes back when the total fell below what was paid: paid − total, or 0. */
  refundDueCents: number;
  paymentStatus: PaymentStatus;
}

/**
 * The balance side of the books from an order's total and its net paid amount. A total below
 * what was paid (items confirmed lower after a prepayment) is never a negative balance: the
 * difference is a refund due, cleared by a refund.
 */
export function balanceOf(
  totalCents: number,
  paidCents: number,
): Pick<OrderBooks, 'balanceCents' | 'refundDueCents' | 'paymentStatus'> {
  return {
    balanceCents: Math.max(0, totalCents - paidCents),
    refundDueCents: Math.max(0, paidCents - totalCents),
    paymentStatus: paymentStatusOf(totalCents, paidCents),
  };
}

/**
 * The books of one order (DESIGN 'The books'): paid = Σ completed payments − Σ refunds, then the
 * balance, the refund due and the payment status. The server recomputes the stored paid amount
 * with it after every payment and refund; screens preview with the same function.
 */
export function orderBooks(order: {
  totalCents: number;
  payments: readonly BooksPayment[];
  refunds: readonly BooksRefund[];
}): OrderBooks {
  const receivedCents = order.payments
    .filter((payment) => payment.status === 'completed')
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const refundedCents = order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const paidCents = receivedCents - refundedCents;
  return { receivedCents, refundedCents, paidCents, ...balanceOf(order.totalCents, paidCents) };
}
