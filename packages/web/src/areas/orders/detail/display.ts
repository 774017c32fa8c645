import { capitalize, formatCurrency, type Order, type OrderItem } from '@laundry/domain';

/** '2 pcs' or '3.5 kg': what a line is priced by. */
export function itemAmountLabel(
  item: Pick<OrderItem, 'priceType' | 'quantity' | 'weight'>,
): string {
  return item.priceType === 'per_kg' ? `${item.weight} kg` : `${item.quantity} pcs`;
}

/** 'Bed Sheets' for bed_sheets; nothing for a line without a category. */
export function categoryLabel(category: string | null): string {
  return category ? category.split('_').map(capitalize).join(' ') : '';
}

export interface BreakdownLine {
  key: string;
  label: string;
  /** Rupees; a discount is negative. */
  amount: number;
  /** The total and balance lines are bold. */
  strong?: boolean;
}

type BreakdownOrder = Pick<
  Order,
  | 'subtotal'
  | 'discount'
  | 'discountAmount'
  | 'expressServiceFee'
  | 'isExpressService'
  | 'pickupRequired'
  | 'pickupCharges'
  | 'deliveryRequired'
  | 'deliveryCharges'
  | 'extraCharges'
  | 'taxAmount'
  | 'totalAmount'
>;

/**
 * The price breakdown the payment summary, the payment modal and the receipt show: the stored
 * figures of the order (the server priced it), only the lines that apply.
 */
export function priceBreakdown(order: BreakdownOrder): BreakdownLine[] {
  const lines: BreakdownLine[] = [{ key: 'subtotal', label: 'Subtotal', amount: order.subtotal }];
  if (order.discountAmount > 0) {
    const pct = order.discount?.percentage ? ` (${order.discount.percentage}%)` : '';
    lines.push({ key: 'discount', label: `Discount${pct}`, amount: -order.discountAmount });
  }
  if (order.isExpressService)
    lines.push({ key: 'express', label: 'Express Service', amount: order.expressServiceFee });
  if (order.pickupRequired)
    lines.push({ key: 'pickup', label: 'Pickup', amount: order.pickupCharges });
  if (order.deliveryRequired)
    lines.push({ key: 'delivery', label: 'Delivery', amount: order.deliveryCharges });
  if (order.extraCharges.total > 0)
    lines.push({ key: 'extra', label: 'Extra Items', amount: order.extraCharges.total });
  if (order.taxAmount > 0) lines.push({ key: 'tax', label: 'Tax', amount: order.taxAmount });
  lines.push({ key: 'total', label: 'Total', amount: order.totalAmount, strong: true });
  return lines;
}

/** A breakdown amount: 'FREE' for a pickup or delivery with no charge (spec part 2 §9). */
export function breakdownAmount(line: BreakdownLine): string {
  if ((line.key === 'pickup' || line.key === 'delivery') && line.amount === 0) return 'FREE';
  if (line.amount < 0) return `-${formatCurrency(-line.amount)}`;
  return formatCurrency(line.amount);
}

const METHOD_LABELS: Record<string, string> = { cash: 'Cash', bank_transfer: 'Bank Transfer' };

/** A payment's method in words ('Bank Transfer'): the history, the refund and both receipts. */
export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}
