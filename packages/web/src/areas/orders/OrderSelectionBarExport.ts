import {
  calendarDate,
  csvText,
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

export function ordersToCsv(orders: readonly OrderSummary[], timeZone: string): string {
  const lines = [
    ORDER_EXPORT_HEADERS as readonly string[],
    ...orders.map((order) => orderExportRow(order, timeZone)),
  ];
  return csvText(lines);
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
