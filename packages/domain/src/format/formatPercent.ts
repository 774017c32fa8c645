/** A part of a total in percent, one decimal (2 of 3 → 66.7); 0 of nothing. */
export function sharePercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : 0;
}

/** A ratio as a whole percent: 0.125 → '13%' (how much a total changed). */
export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** A growth or change in percent with its sign, one decimal: '+12.5%', '-3%', '0%'; '—' for none. */
export function formatSignedPercent(value: number | null): string {
  if (value === null) return '—';
  const rounded = Math.round(value * 10) / 10 || 0;
  return `${rounded > 0 ? '+' : ''}${rounded.toLocaleString('en-US')}%`;
}
