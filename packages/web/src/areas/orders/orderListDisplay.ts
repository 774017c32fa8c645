import {
  isFreeDelivery,
  ORDER_PHASE_LABELS,
  type OrderSummary,
  orderPhaseOf,
  orderStatusLabel,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  paymentStatuses,
} from '@laundry/domain';

/**
 * How an order reads in the list, the CSV export and the printed summary: one wording for the
 * three (spec part 2 §2.1 'Table columns').
 */

/** The customer's name as the order froze it, else the linked customer's; 'N/A' when none. */
export function orderCustomerName(order: OrderSummary): string {
  return order.customerInfo.name || order.customer.fullName || 'N/A';
}

export function orderCustomerPhone(order: OrderSummary): string {
  return order.customerInfo.phone || order.customer.phoneNumber || 'N/A';
}

/** The Services column: Pickup, Delivery (FREE), or Self-service; Express when chosen. */
export function orderServiceLabels(order: OrderSummary): string[] {
  const labels: string[] = [];
  if (order.pickupRequired) labels.push('Pickup');
  if (order.deliveryRequired) labels.push(isFreeDelivery(order) ? 'Delivery (FREE)' : 'Delivery');
  if (labels.length === 0) labels.push('Self-service');
  if (order.isExpressService) labels.push('Express');
  return labels;
}

export function orderPhaseLabel(order: OrderSummary): string {
  return ORDER_PHASE_LABELS[orderPhaseOf(order.orderPhase)];
}

export function orderStatusText(order: OrderSummary): string {
  return orderStatusLabel(order.status);
}

export function paymentStatusOfSummary(order: OrderSummary): PaymentStatus {
  return (paymentStatuses as readonly string[]).includes(order.paymentStatus)
    ? (order.paymentStatus as PaymentStatus)
    : order.balanceAmount > 0
      ? 'unpaid'
      : 'paid';
}

export function paymentStatusText(order: OrderSummary): string {
  return PAYMENT_STATUS_LABELS[paymentStatusOfSummary(order)];
}
