import {
  formatCurrency,
  formatDate,
  formatLongDateTime,
  type Order,
  type OrderRefund,
  REFUND_METHOD_LABELS,
} from '@laundry/domain';
import { paymentMethodLabel } from './display';
import { RECEIPT_TEXT_RULE, type ReceiptExtras, receiptTextHeader } from './receiptModel';

export interface RefundReceiptModel {
  business: ReceiptExtras['business'];
  receiptNumber: string;
  orderNumber: string;
  issuedAt: string;
  customer: { name: string; phone: string };
  payment: string;
  amount: string;
  method: string;
  reason: string;
  refundedBy: string | null;
}

/** The refund's number: the order's, then R and its place among the order's refunds. */
export function refundNumber(order: Pick<Order, 'orderNumber' | 'refunds'>, refund: OrderRefund) {
  const index = order.refunds.findIndex((each) => each._id === refund._id);
  return `${order.orderNumber}-R${index + 1}`;
}

/** A refund receipt (issue 21): one model for the modal, paper and copy, like the order's. */
export function refundReceiptModel(
  order: Order,
  refund: OrderRefund,
  business: ReceiptExtras['business'],
): RefundReceiptModel {
  const payment = order.payments.find((each) => each._id === refund.paymentId);
  return {
    business,
    receiptNumber: refundNumber(order, refund),
    orderNumber: order.orderNumber,
    issuedAt: refund.refundedAt,
    customer: { name: order.customerInfo.name, phone: order.customerInfo.phone },
    payment: payment
      ? `${formatDate(payment.processedAt ?? payment.createdAt, business.timeZone)} · ${paymentMethodLabel(payment.method)} · ${formatCurrency(payment.amount)}`
      : '',
    amount: formatCurrency(refund.amount),
    method: REFUND_METHOD_LABELS[refund.method],
    reason: refund.reason,
    refundedBy: refund.refundedBy,
  };
}

/** The plain-text refund receipt 'Copy Receipt' puts on the clipboard. */
export function refundReceiptText(model: RefundReceiptModel): string {
  return [
    ...receiptTextHeader(model.business),
    'REFUND RECEIPT',
    `Refund No.: ${model.receiptNumber}`,
    `Order: ${model.orderNumber}`,
    `Date: ${formatLongDateTime(model.issuedAt, model.business.timeZone)}`,
    `Customer: ${model.customer.name}`,
    `Phone: ${model.customer.phone}`,
    RECEIPT_TEXT_RULE,
    `Payment: ${model.payment}`,
    `Refunded: ${model.amount}`,
    `Method: ${model.method}`,
    `Reason: ${model.reason}`,
    ...(model.refundedBy ? [`Refunded by: ${model.refundedBy}`] : []),
  ].join('\n');
}
