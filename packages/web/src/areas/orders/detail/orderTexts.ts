import {
  formatCurrency,
  formatDate,
  normalizePhone,
  type Order,
  orderBalanceDue,
  orderStatusLabel,
} from '@laundry/domain';

/**
 * The texts staff copy or send from the order detail page. The spec names them (two manual SMS
 * texts, pickup scheduled and order confirmed, and a summary) but not their wording: these are
 * ours, short enough for one SMS where possible.
 */

type TextOrder = Pick<
  Order,
  | 'orderNumber'
  | 'customerInfo'
  | 'pickupAddress'
  | 'pickupDate'
  | 'deliveryDate'
  | 'totalAmount'
  | 'paidAmount'
  | 'balanceAmount'
  | 'status'
  | 'items'
  | 'createdAt'
>;

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** 'Pickup scheduled': sent when the shop will collect the laundry. */
export function pickupScheduledSms(
  order: TextOrder,
  businessName: string,
  timeZone: string,
): string {
  const when = order.pickupDate ? ` on ${formatDate(order.pickupDate, timeZone)}` : '';
  const address = order.pickupAddress
    ? ` from ${order.pickupAddress.street}, ${order.pickupAddress.city}`
    : '';
  return `Hi ${firstName(order.customerInfo.name)}, your laundry pickup for order ${order.orderNumber} is scheduled${when}${address}. - ${businessName}`;
}

/** 'Order confirmed': the order, its total and what is still due. */
export function orderConfirmedSms(
  order: TextOrder,
  businessName: string,
  timeZone: string,
): string {
  const balance = orderBalanceDue(order);
  const due = balance > 0 ? ` Balance due: ${formatCurrency(balance)}.` : ' Fully paid.';
  const ready = order.deliveryDate
    ? ` Expected by ${formatDate(order.deliveryDate, timeZone)}.`
    : '';
  return `Hi ${firstName(order.customerInfo.name)}, your order ${order.orderNumber} is confirmed. Total: ${formatCurrency(order.totalAmount)}.${due}${ready} Thank you! - ${businessName}`;
}

/** The 'Copy Info' summary: one line a field, for a chat or a note. */
export function orderSummaryText(order: TextOrder, timeZone: string): string {
  const lines = [
    `Order: ${order.orderNumber}`,
    `Date: ${formatDate(order.createdAt, timeZone)}`,
    `Customer: ${order.customerInfo.name} (${order.customerInfo.phone})`,
    `Status: ${orderStatusLabel(order.status)}`,
    `Items: ${order.items.map((item) => item.serviceName).join(', ') || '—'}`,
    `Total: ${formatCurrency(order.totalAmount)}`,
    `Paid: ${formatCurrency(order.paidAmount)}`,
    `Balance: ${formatCurrency(orderBalanceDue(order))}`,
  ];
  return lines.join('\n');
}

/**
 * A phone in the international form wa.me wants: digits only with the country code. A local Sri
 * Lankan number (0771234567) becomes 94771234567; a number already with a country code keeps it.
 * Null when there is no usable number.
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const local = normalizePhone(phone);
  if (!/^\d{9,15}$/.test(local)) return null;
  if (/^0\d{9}$/.test(local)) return `94${local.slice(1)}`;
  return local;
}

/** A one-click WhatsApp link with the text filled in; null without a usable number. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = internationalPhone(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
