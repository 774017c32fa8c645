import { formatCurrency, formatDate, type Order, receiptLoyalty } from '@laundry/domain';
import type { MailMessage } from '../../mail/mailer';
import type { TrackingLink } from '../tracking';

interface Business {
  name: string;
  address: string;
  phone: string;
  timeZone: string;
}

/**
 * The receipt mailed to a customer (spec part 2 §2.3's elements, as text), with the order's
 * tracking link (issue 25): in the text, and in an HTML part as a QR code beside the text.
 */
export function receiptMail(
  order: Order,
  to: string,
  business: Business,
  tracking?: TrackingLink,
): MailMessage {
  const points = receiptLoyalty(order);
  const lines = order.items.map(
    (item) =>
      `${item.serviceName} — ${item.quantity} × ${item.weight ? `${item.weight} kg` : 'pcs'}: ${formatCurrency(item.totalPrice)}`,
  );
  const text = [
    business.name,
    business.address,
    `Tel: ${business.phone}`,
    '',
    `Receipt for order ${order.orderNumber}`,
    `Customer: ${order.customerInfo.name}`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatCurrency(order.subtotal)}`,
    ...(order.discountAmount ? [`Discount: -${formatCurrency(order.discountAmount)}`] : []),
    `Total: ${formatCurrency(order.totalAmount)}`,
    `Paid: ${formatCurrency(order.paidAmount)}`,
    `Balance: ${formatCurrency(order.balanceAmount)}`,
    ...(order.refundDueAmount > 0 ? [`Refund due: ${formatCurrency(order.refundDueAmount)}`] : []),
    ...order.refunds.map(
      (refund) =>
        `Refunded ${formatDate(refund.refundedAt, business.timeZone)}: -${formatCurrency(refund.amount)} (${refund.reason})`,
    ),
    '',
    points.pending > 0
      ? `Loyalty points on completion: ${points.pending}`
      : `Loyalty points earned: ${points.earned}`,
    `Your points balance: ${points.balance}`,
    '',
    ...(tracking ? [`Track your order: ${tracking.url}`, ''] : []),
    'Thank you!',
  ].join('\n');
  return {
    to,
    subject: `Receipt ${order.orderNumber} — ${business.name}`,
    text,
    ...(tracking ? { html: receiptHtml(text, tracking) } : {}),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text receipt as HTML, with the tracking QR code and link below it. */
function receiptHtml(text: string, tracking: TrackingLink): string {
  const url = escapeHtml(tracking.url);
  return [
    `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    `<div style="width:160px;height:160px" role="img" aria-label="QR code: track your order">${tracking.qrSvg}</div>`,
    `<p><a href="${url}">Track your order</a></p>`,
  ].join('\n');
}

/** The note sent when a picked-up order's items are counted and weighed. */
export function itemsConfirmedMail(order: Order, to: string, business: Business): MailMessage {
  return {
    to,
    subject: `Your order ${order.orderNumber} has been checked — ${business.name}`,
    text: [
      `Hello ${order.customerInfo.name},`,
      '',
      `We have counted and weighed the items of order ${order.orderNumber}.`,
      order.refundDueAmount > 0
        ? `The total is now ${formatCurrency(order.totalAmount)}; we owe you ${formatCurrency(order.refundDueAmount)}, which will be refunded.`
        : `The total is now ${formatCurrency(order.totalAmount)}; ${formatCurrency(order.balanceAmount)} is due.`,
      '',
      business.name,
      `Tel: ${business.phone}`,
    ].join('\n'),
  };
}

/** The bank account and the amount to transfer, with the order number as the reference. */
export function bankDetailsMail(
  order: Order,
  to: string,
  amount: number,
  business: Business,
  bank: { bankName: string; branch: string; accountName: string; accountNumber: string },
): MailMessage {
  return {
    to,
    subject: `Bank details for order ${order.orderNumber} — ${business.name}`,
    text: [
      `Hello ${order.customerInfo.name},`,
      '',
      `Please transfer ${formatCurrency(amount)} for order ${order.orderNumber} to:`,
      `Bank: ${bank.bankName} (${bank.branch})`,
      `Account name: ${bank.accountName}`,
      `Account number: ${bank.accountNumber}`,
      `Reference: ${order.orderNumber}`,
      '',
      business.name,
      `Tel: ${business.phone}`,
    ].join('\n'),
  };
}
