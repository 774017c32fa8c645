/**
 * Growth of a figure from one period to the next, in percent with one decimal: +100 when it
 * starts from nothing, 0 when both are nothing.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
