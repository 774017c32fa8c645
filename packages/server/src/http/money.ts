/**
 * The one boundary between the database's integer cents and the API's rupees (numbers with at
 * most two decimals). Sums may come back as floats or numeric strings; they are rounded to a
 * whole cent first.
 */
export function toRupees(cents: number | string | null | undefined): number {
  const value = typeof cents === 'string' ? Number(cents) : (cents ?? 0);
  return Math.round(Number.isFinite(value) ? value : 0) / 100;
}

/** Rupees as sent by a client, to whole cents. */
export function toCents(rupees: number): number {
  return Math.round(rupees * 100);
}
