import {
  formatCurrency,
  formatDate,
  formatDayTime,
  formatLongDateTime,
  formatPhone,
  type Order,
  orderBalanceDue,
  REFUND_METHOD_LABELS,
  type ReceiptLoyalty,
  receiptLoyalty,
  receiptStatusLabel,
} from '@laundry/domain';
import {
  type BreakdownLine,
  breakdownAmount,
  itemAmountLabel,
  paymentMethodLabel,
  priceBreakdown,
} from './display';

/**
 * What a receipt prints besides the order: who issues it and its date. An order's receipt has no
 * number of its own: the order number is its reference (decision 031), not repeated twice.
 */
export interface ReceiptExtras {
  /** The shop, and the time zone its dates are shown in. */
  business: { name: string; address: string; phone: string; email: string; timeZone: string };
  issuedAt: string;
}

export interface ReceiptModel extends ReceiptExtras {
  orderNumber: string;
  loyalty: ReceiptLoyalty;
  status: string;
  isExpressService: boolean;
  /** When the order should be ready, day first; null for an order saved before it was kept. */
  readyBy: string | null;
  /** Who took the order at the counter. */
  cashier: string | null;
  customer: { name: string; phone: string; email?: string | undefined };
  items: { key: string; service: string; amount: string; price: string; total: string }[];
  totals: BreakdownLine[];
  paid: number;
  balance: number;
  refundDue: number;
  payments: { key: string; text: string; amount: string }[];
  refunds: { key: string; text: string; amount: string }[];
  pickupDate: string | null;
  deliveryDate: string | null;
  specialInstructions: string | null;
}

/** The receipt of spec part 2 §2.3 in display order: one model for the modal, print and copy. */
export function receiptModel(order: Order, extras: ReceiptExtras): ReceiptModel {
  return {
    ...extras,
    orderNumber: order.orderNumber,
    loyalty: receiptLoyalty(order),
    status: receiptStatusLabel(order),
    isExpressService: order.isExpressService,
    readyBy: order.expectedReadyDate
      ? formatDayTime(order.expectedReadyDate, extras.business.timeZone)
      : null,
    cashier: order.createdBy ? order.createdBy.fullName || order.createdBy.username : null,
    customer: {
      name: order.customerInfo.name,
      phone: formatPhone(order.customerInfo.phone, ' '),
      email: order.customerInfo.email || order.customer.email,
    },
    items: order.items.map((item) => ({
      key: item._id,
      service: item.serviceName,
      amount: itemAmountLabel(item),
      price: formatCurrency(item.unitPrice),
      total: formatCurrency(item.totalPrice),
    })),
    totals: priceBreakdown(order),
    paid: order.paidAmount,
    balance: orderBalanceDue(order),
    refundDue: order.refundDueAmount,
    payments: order.payments.map((payment) => ({
      key: payment._id,
      text: `${formatDate(payment.processedAt ?? payment.createdAt, extras.business.timeZone)} · ${paymentMethodLabel(payment.method)}${payment.transactionId ? ` (${payment.transactionId})` : ''}`,
      amount: formatCurrency(payment.amount),
    })),
    refunds: order.refunds.map((refund) => ({
      key: refund._id,
      text: `${formatDate(refund.refundedAt, extras.business.timeZone)} · Refund · ${REFUND_METHOD_LABELS[refund.method]}`,
      amount: `−${formatCurrency(refund.amount)}`,
    })),
    pickupDate: order.pickupDate ? formatDayTime(order.pickupDate, extras.business.timeZone) : null,
    deliveryDate: order.deliveryDate
      ? formatDayTime(order.deliveryDate, extras.business.timeZone)
      : null,
    specialInstructions: order.specialInstructions || null,
  };
}

export const RECEIPT_FOOTER = 'Thank you for your business!';

/** 'Ready by', marked when express shortened it. */
export function readyByLabel(model: Pick<ReceiptModel, 'isExpressService'>): string {
  return model.isExpressService ? 'Ready by (express)' : 'Ready by';
}

/** The rule between a copied receipt's parts: 32 columns, a chat line's width. */
export const RECEIPT_TEXT_RULE = '-'.repeat(32);

/** The top of every copied receipt (the order's and a refund's): the shop, then a rule. */
export function receiptTextHeader(business: ReceiptExtras['business']): string[] {
  return [
    business.name,
    business.address,
    `${business.phone} · ${business.email}`,
    RECEIPT_TEXT_RULE,
  ];
}

/** The plain-text receipt 'Copy Receipt' puts on the clipboard (fits a 32-column chat line). */
export function receiptText(model: ReceiptModel): string {
  const rule = RECEIPT_TEXT_RULE;
  const row = (left: string, right: string) => `${left}: ${right}`;
  const lines = [
    ...receiptTextHeader(model.business),
    row('Order', model.orderNumber),
    row('Date', formatLongDateTime(model.issuedAt, model.business.timeZone)),
    ...(model.cashier ? [row('Cashier', model.cashier)] : []),
    row('Status', model.status),
    ...(model.isExpressService ? ['EXPRESS SERVICE (1 day)'] : []),
    ...(model.readyBy ? [row(readyByLabel(model), model.readyBy)] : []),
    row('Customer', model.customer.name),
    row('Phone', model.customer.phone),
    rule,
    ...model.items.map((item) => `${item.service} ${item.amount} x ${item.price} = ${item.total}`),
    rule,
    ...model.totals.map((line) => row(line.label, breakdownAmount(line))),
    row('Paid', formatCurrency(model.paid)),
    row('Balance', formatCurrency(model.balance)),
    ...(model.refundDue > 0 ? [row('Refund Due', formatCurrency(model.refundDue))] : []),
  ];
  if (model.payments.length > 0) {
    lines.push(rule, 'Payments:');
    for (const payment of model.payments) lines.push(`${payment.text}: ${payment.amount}`);
    for (const refund of model.refunds) lines.push(`${refund.text}: ${refund.amount}`);
  }
  if (model.pickupDate) lines.push(row('Pickup', model.pickupDate));
  if (model.deliveryDate) lines.push(row('Delivery', model.deliveryDate));
  if (model.specialInstructions) lines.push(row('Instructions', model.specialInstructions));
  lines.push(...loyaltyRows(model.loyalty).map((line) => row(line.term, line.detail)));
  lines.push(rule, RECEIPT_FOOTER);
  return lines.join('\n');
}

/** The receipt's points lines: earned (or still to earn) and the customer's balance. */
export function loyaltyRows(loyalty: ReceiptLoyalty): { term: string; detail: string }[] {
  return [
    loyalty.pending > 0
      ? { term: 'Points on completion', detail: String(loyalty.pending) }
      : { term: 'Points earned', detail: String(loyalty.earned) },
    { term: 'Points balance', detail: String(loyalty.balance) },
  ];
}
