import { formatCurrency } from '@laundry/domain';
import { reportMessages } from './messages';

/**
 * Money in the reports: two decimals, as the spec's report screens show it. The spec's dollar
 * sign is not taken: the business works in rupees, so LKR, through the domain's money format.
 */
export const formatMoney = (amount: number | null | undefined) =>
  formatCurrency(amount, { decimals: 2 });

export const formatCount = (value: number | null | undefined) =>
  (value ?? 0).toLocaleString('en-US');

/** A share of a total with one decimal: 12.5%; 0.0% of nothing. */
export function formatShare(part: number, total: number): string {
  return `${(total > 0 ? (part / total) * 100 : 0).toFixed(1)}%`;
}

/** A name for a chart axis: 'Unknown' when missing, cut to `max` characters (spec §9). */
export function chartName(name: string | null | undefined, max: number): string {
  const shown = name?.trim() || reportMessages.unknown;
  return shown.length > max ? shown.slice(0, max).trimEnd() : shown;
}

/** a / b, 0 when b is 0 (averages of empty periods). */
export const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

export const sum = <Row>(rows: readonly Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + (pick(row) || 0), 0);
