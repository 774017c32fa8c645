import { formatNumber } from '../format/formatNumber';
export interface PageSummaryInput {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Items across all pages. */
  total: number;
  /** The plural noun, e.g. 'customers'. */
  noun: string;
  /** The singular noun; the plural is used for one item when omitted. */
  nounOne?: string;
}

/**
 * The range a page shows, clamped to what exists: a page past the end reads as the last page,
 * so the first number is never above the last and neither is above the total.
 */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0 || pageSize <= 0) return { first: 0, last: 0 };
  const lastPage = Math.ceil(total / pageSize);
  const shown = Math.min(Math.max(1, Math.floor(page)), lastPage);
  return { first: (shown - 1) * pageSize + 1, last: Math.min(total, shown * pageSize) };
}

const count = formatNumber;

/** 'Showing 11 to 20 of 42 customers' (or 'No customers' / 'Showing 1 of 1 customer'). */
export function pageSummary({ page, pageSize, total, noun, nounOne }: PageSummaryInput): string {
  const { first, last } = pageRange(page, pageSize, total);
  const word = total === 1 ? (nounOne ?? noun) : noun;
  if (total <= 0) return `No ${noun}`;
  if (first === last) return `Showing ${count(first)} of ${count(total)} ${word}`;
  return `Showing ${count(first)} to ${count(last)} of ${count(total)} ${word}`;
}
