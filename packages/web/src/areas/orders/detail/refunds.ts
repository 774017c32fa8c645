import {
  type Order,
  type OrderPayment,
  type OrderRefund,
  type RefundablePayment,
  refundLeftCents,
  rupeesToCents,
} from '@laundry/domain';

/** One payment of an order with its refunds and what is left of it (the domain's rule). */
export function refundablePayment(
  order: Pick<Order, 'refunds' | 'paidAmount'>,
  payment: OrderPayment,
): { payment: RefundablePayment; refunds: OrderRefund[]; leftCents: number } {
  const refunds = order.refunds.filter((refund) => refund.paymentId === payment._id);
  const refundable: RefundablePayment = {
    amountCents: rupeesToCents(payment.amount),
    status: payment.status,
    refundedCents: refunds.reduce((sum, refund) => sum + rupeesToCents(refund.amount), 0),
  };
  const leftCents = refundLeftCents(refundable, rupeesToCents(order.paidAmount));
  return { payment: refundable, refunds, leftCents };
}
