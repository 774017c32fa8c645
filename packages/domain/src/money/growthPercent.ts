/**
 * Growth of a figure from one period to the next, in percent with one decimal: the one
 * definition for every screen and answer. The spec names growth figures without saying what
 * growth from nothing is; we count a figure that starts from nothing as wholly new, +100 (−100
 * when it falls below nothing, as net loyalty points can), and nothing to nothing as 0, so a
 * growth figure is always a number (docs/decisions/019).
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return Math.sign(current) * 100 || 0;
  const growth = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return growth === 0 ? 0 : growth;
}
