import {
  calendarDate,
  formatCurrency,
  formatDate,
  formatRupees,
  type OrderSummary,
  sumRupees,
} from '@laundry/domain';
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

/** One order's row; its date is the day in the shop's time zone. */
export function orderExportRow(order: OrderSummary, timeZone: string): string[] {
  return [
    order.orderNumber,
    formatDate(order.createdAt, timeZone),
    orderCustomerName(order),
    orderCustomerPhone(order),
    orderPhaseLabel(order),
    orderStatusText(order),
    paymentStatusText(order),
    formatRupees(order.totalAmount),
    formatRupees(order.paidAmount),
    formatRupees(order.balanceAmount),
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

export function ordersToCsv(orders: readonly OrderSummary[], timeZone: string): string {
  const lines = [
    ORDER_EXPORT_HEADERS as readonly string[],
    ...orders.map((order) => orderExportRow(order, timeZone)),
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Downloads the orders as `orders-YYYY-MM-DD.csv` (with a BOM so Excel reads UTF-8). */
export function downloadOrdersCsv(
  orders: readonly OrderSummary[],
  timeZone: string,
  now = new Date(),
): string {
  const fileName = `orders-${calendarDate(now, timeZone)}.csv`;
  const blob = new Blob(['\uFEFF', ordersToCsv(orders, timeZone)], {
    type: 'text/csv;charset=utf-8',
  });
  saveFile(blob, fileName);
  return fileName;
}

/** Totals of the printed summary. */
export function orderTotals(orders: readonly OrderSummary[]) {
  const sum = (pick: (order: OrderSummary) => number) => sumRupees(orders.map(pick));
  return {
    total: formatCurrency(sum((order) => order.totalAmount)),
    paid: formatCurrency(sum((order) => order.paidAmount)),
    balance: formatCurrency(sum((order) => order.balanceAmount)),
  };
}
