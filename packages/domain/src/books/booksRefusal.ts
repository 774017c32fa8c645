import { lifecycleRefusal, orderDeleteRefusal } from '../orders';
import { refundLeftCents, refundMessages, refundRefusal } from '../payments';
import { type BooksModel, booksOfOrder, findBooksOrder, lifecycleOfBooksOrder } from './booksModel';

/** What a command asks of one order of the books. */
export type BooksRequest =
  | { type: 'edit' }
  | { type: 'confirm' }
  /** A payment of `amountCents`, after `extrasCents` of extra items join the order. */
  | { type: 'pay'; amountCents: number; extrasCents?: number }
  | { type: 'refund'; paymentId: string; amountCents: number }
  | { type: 'move'; status: string }
  | { type: 'delete' };

/**
 * Why the rules refuse a request on an order of the model, or null when they allow it: the
 * lifecycle machine's refusal for edits, confirmations, payments, moves and deletes, the refund
 * rule for refunds, and — money that moved stays on the books — no delete once refunds exist.
 * The messages are the ones the server answers its 409 with.
 */
export function booksRefusal(
  model: BooksModel,
  orderId: string,
  request: BooksRequest,
): string | null {
  const order = findBooksOrder(model, orderId);
  const lifecycle = lifecycleOfBooksOrder(order);
  switch (request.type) {
    case 'edit':
      return lifecycleRefusal(lifecycle, { type: 'order.edit' });
    case 'confirm':
      return lifecycleRefusal(lifecycle, { type: 'items.confirm' });
    case 'pay':
      return lifecycleRefusal(lifecycle, {
        type: 'payment.record',
        amountCents: request.amountCents,
        extrasCents: request.extrasCents ?? 0,
      });
    case 'move':
      return lifecycleRefusal(lifecycle, { type: 'status.move', status: request.status });
    case 'delete':
      // The books model keeps no tills: its cash is never in a closed one.
      return orderDeleteRefusal({
        lifecycle,
        hasRefunds: order.refunds.length > 0,
        inClosedTill: false,
      });
    case 'refund': {
      const payment = order.payments.find((entry) => entry.id === request.paymentId);
      if (!payment) return refundMessages.paymentNotFound;
      return refundRefusal(
        refundablePayment(model, orderId, request.paymentId),
        booksOfOrder(order).paidCents,
        request.amountCents,
      );
    }
  }
}

/** A payment of the model as the refund rule reads it: its amount and what was refunded of it. */
export function refundablePayment(model: BooksModel, orderId: string, paymentId: string) {
  const order = findBooksOrder(model, orderId);
  const payment = order.payments.find((entry) => entry.id === paymentId);
  return {
    amountCents: payment?.amountCents ?? 0,
    status: payment ? 'completed' : 'missing',
    refundedCents: order.refunds
      .filter((refund) => refund.paymentId === paymentId)
      .reduce((sum, refund) => sum + refund.amountCents, 0),
  };
}

/** The most a refund of the payment may give back now (the refund rule's own ceiling). */
export function booksRefundLeftCents(
  model: BooksModel,
  orderId: string,
  paymentId: string,
): number {
  return refundLeftCents(
    refundablePayment(model, orderId, paymentId),
    booksOfOrder(findBooksOrder(model, orderId)).paidCents,
  );
}
