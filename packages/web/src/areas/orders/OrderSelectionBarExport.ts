import { calendarDate, formatCurrency, formatDate, type OrderSummary } from '@laundry/domain';
import { saveFile } from '../../app/saveFile';
import {
  orderCustomerName,
  orderCustomerPhone,
  orderPhaseLabel,
  orderServiceLabels,
  orderStatusText,
  paymentStatusText,
} from './orderListDisplay';

/** The columns of the export and of the printed summary, one row per order. */
export const ORDER_EXPORT_HEADERS = [
  'Order Number',
  'Created',
  'Customer',
  'Phone',
  'Phase',
  'Status',
  'Payment Status',
  'Total (LKR)',
  'Paid (LKR)',
  'Balance (LKR)',
  'Services',
] as const;

const rupees = (amount: number) => amount.toFixed(2);

export function orderExportRow(order: OrderSummary): string[] {
  return [
    order.orderNumber,
    formatDate(order.createdAt),
    orderCustomerName(order),
    orderCustomerPhone(order),
    orderPhaseLabel(order),
    orderStatusText(order),
    paymentStatusText(order),
    rupees(order.totalAmount),
    rupees(order.paidAmount),
    rupees(order.balanceAmount),
    orderServiceLabels(order).join(', '),
  ];
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A field that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe; the amounts
 * are never negative, so no number is touched.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function ordersToCsv(orders: readonly OrderSummary[]): string {
  const lines = [ORDER_EXPORT_HEADERS as readonly string[], ...orders.map(orderExportRow)];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Downloads the orders as `orders-YYYY-MM-DD.csv` (with a BOM so Excel reads UTF-8). */
export function downloadOrdersCsv(orders: readonly OrderSummary[], now = new Date()): string {
  const fileName = `orders-${calendarDate(now)}.csv`;
  const blob = new Blob(['\uFEFF', ordersToCsv(orders)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, fileName);
  return fileName;
}

/** Totals of the printed summary. */
export function orderTotals(orders: readonly OrderSummary[]) {
  const sum = (pick: (order: OrderSummary) => number) =>
    orders.reduce((total, order) => total + Math.round(pick(order) * 100), 0) / 100;
  return {
    total: formatCurrency(sum((order) => order.totalAmount)),
    paid: formatCurrency(sum((order) => order.paidAmount)),
    balance: formatCurrency(sum((order) => order.balanceAmount)),
  };
}
