import { formatLongDateTime, type OrderSummary } from '@laundry/domain';
import { ORDER_EXPORT_HEADERS, orderExportRow, orderTotals } from './OrderSelectionBarExport';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

// A plain sheet for paper: black on white, a ruled table, no app chrome.
const printStyles = `
  @page { size: A4 landscape; margin: 12mm; }
  body { font: 11px/1.4 system-ui, sans-serif; color: #000; margin: 0; }
  h1 { font-size: 16px; margin: 0 0 4px; }
  p { margin: 0 0 12px; color: #333; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top; }
  th { background: #eee; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 600; }
`;

export const POPUP_BLOCKED = 'Allow pop-ups for this site to print the summary';

const NUMERIC = new Set<string>(['Total (LKR)', 'Paid (LKR)', 'Balance (LKR)']);

/** The print-ready summary of the chosen orders, as a whole HTML document. */
export function orderSummaryDocument(
  orders: readonly OrderSummary[],
  timeZone: string,
  now = new Date(),
): string {
  const cell = (tag: 'td' | 'th', header: string, value: string) =>
    `<${tag}${NUMERIC.has(header) ? ' class="num"' : ''}>${escapeHtml(value)}</${tag}>`;
  const head = ORDER_EXPORT_HEADERS.map((header) => cell('th', header, header)).join('');
  const body = orders
    .map(
      (order) =>
        `<tr>${orderExportRow(order, timeZone)
          .map((value, index) => cell('td', ORDER_EXPORT_HEADERS[index] ?? '', value))
          .join('')}</tr>`,
    )
    .join('');
  const totals = orderTotals(orders);
  const plural = orders.length === 1 ? 'order' : 'orders';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Order summary</title><style>${printStyles}</style></head><body>
<h1>Order summary</h1>
<p>${orders.length} ${plural} · printed ${escapeHtml(formatLongDateTime(now, timeZone))}</p>
<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody>
<tfoot><tr><td colspan="7">Totals</td><td class="num">${escapeHtml(totals.total)}</td>
<td class="num">${escapeHtml(totals.paid)}</td><td class="num">${escapeHtml(totals.balance)}</td>
<td></td></tr></tfoot></table></body></html>`;
}

/**
 * Prints the summary from a window of its own (the app's screen stays as it is); false when the
 * browser blocked the window.
 */
export function printOrderSummary(orders: readonly OrderSummary[], timeZone: string): boolean {
  const printWindow = window.open('', '_blank', 'width=1000,height=700');
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(orderSummaryDocument(orders, timeZone));
  printWindow.document.close();
  printWindow.focus();
  printWindow.print();
  return true;
}
