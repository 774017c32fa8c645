import {
  averagePerOrder,
  type CustomerRow,
  orderStatusLabel,
  type ReportRange,
  type RevenueReport,
  type RevenueRow,
  type ServiceRow,
  type StatusRow,
  serviceCategoryLabel,
} from '@laundry/domain';
import { type SheetDefinition, summed } from '../../http/workbook';

/** 'Period: 2026-01-01 to 2026-01-31', open sides named as such. */
export function periodText(range: ReportRange): string {
  if (!range.startDate && !range.endDate) return 'Period: all dates';
  if (!range.startDate) return `Period: up to ${range.endDate}`;
  if (!range.endDate) return `Period: from ${range.startDate}`;
  return `Period: ${range.startDate} to ${range.endDate}`;
}

/** The totals row is the report's summary: its order count is of distinct orders, not a sum. */
export function revenueSheet(
  range: ReportRange,
  summary: RevenueReport['summary'],
): SheetDefinition<RevenueRow> {
  return {
    title: 'Revenue Report',
    sheetName: 'Revenue',
    period: periodText(range),
    columns: [
      { header: 'Period', width: 14, kind: 'text', value: (row) => row._id },
      summed('money', 'Total Revenue', 18, (row) => row.totalRevenue),
      {
        header: 'Order Count',
        width: 14,
        kind: 'count',
        value: (row) => row.orderCount,
        total: () => summary.orderCount,
      },
      {
        header: 'Avg Order Value',
        width: 18,
        kind: 'money',
        value: (row) => row.averageOrderValue,
        total: () => summary.averageOrderValue,
      },
    ],
  };
}

export function statusSheet(range: ReportRange, rows: StatusRow[]): SheetDefinition<StatusRow> {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    title: 'Order Status Report',
    sheetName: 'Order Status',
    period: periodText(range),
    columns: [
      {
        header: 'Status',
        width: 18,
        kind: 'text',
        value: (row) => (row._id ? orderStatusLabel(row._id) : 'Unknown'),
      },
      { header: 'Order Count', width: 14, kind: 'count', value: (row) => row.count, total: 'sum' },
      {
        header: 'Percentage',
        width: 14,
        kind: 'percent',
        value: (row) => (total ? row.count / total : 0),
        total: () => (total ? 1 : 0),
      },
    ],
  };
}

export function customerSheet(range: ReportRange): SheetDefinition<CustomerRow> {
  return {
    title: 'Customer Report',
    sheetName: 'Customers',
    period: periodText(range),
    columns: [
      { header: 'Rank', width: 8, kind: 'count', value: (_row, index) => index + 1 },
      {
        header: 'Customer Name',
        width: 28,
        kind: 'text',
        value: (row) => row.customerName ?? 'Unknown',
      },
      { header: 'Phone Number', width: 16, kind: 'text', value: (row) => row.phoneNumber ?? 'N/A' },
      summed('count', 'Total Orders', 14, (row) => row.totalOrders),
      summed('money', 'Total Spent', 18, (row) => row.totalSpent),
      {
        header: 'Avg Order Value',
        width: 18,
        kind: 'money',
        value: (row) => row.averageOrderValue,
        total: (sums) => averagePerOrder(sums[4] ?? 0, sums[3] ?? 0),
      },
    ],
  };
}

export function serviceSheet(range: ReportRange): SheetDefinition<ServiceRow> {
  return {
    title: 'Service Report',
    sheetName: 'Services',
    period: periodText(range),
    columns: [
      { header: 'Rank', width: 8, kind: 'count', value: (_row, index) => index + 1 },
      {
        header: 'Service Name',
        width: 28,
        kind: 'text',
        value: (row) => row.serviceName ?? 'Unknown',
      },
      {
        header: 'Category',
        width: 16,
        kind: 'text',
        value: (row) => serviceCategoryLabel(row.serviceCategory) ?? 'N/A',
      },
      summed('count', 'Total Quantity', 14, (row) => row.totalQuantity),
      summed('money', 'Total Revenue', 18, (row) => row.totalRevenue),
      summed('count', 'Order Count', 14, (row) => row.orderCount),
      {
        header: 'Avg Revenue/Order',
        width: 18,
        kind: 'money',
        value: (row) => averagePerOrder(row.totalRevenue, row.orderCount),
        total: (sums) => averagePerOrder(sums[4] ?? 0, sums[5] ?? 0),
      },
    ],
  };
}
