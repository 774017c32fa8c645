import { sharePercent } from './formatPercent';

/** A count as the screens show it: 1,234 (US grouping); missing reads 0. */
export function formatCount(value: number | null | undefined): string {
  return (typeof value === 'number' && Number.isFinite(value) ? value : 0).toLocaleString('en-US');
}

/** A share of a total in percent with one decimal: 12.5%; 0.0% of nothing. */
export function formatShare(part: number, total: number): string {
  return `${sharePercent(part, total).toFixed(1)}%`;
}
