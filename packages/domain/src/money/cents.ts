/**
 * Money is counted in integer cents everywhere (the database, the rules, the sums); the API and
 * the screens speak rupees, numbers with at most two decimals. These are the one conversion
 * between the two, and the one rounding to a whole cent.
 */

/**
 * A computed amount of cents (a share, an average, a float sum) to a whole cent: half a cent
 * goes away from zero, so a refund of -0.5 cents rounds like a charge of 0.5 does.
 */
export function roundCents(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  const whole = Math.sign(cents) * Math.round(Math.abs(cents));
  // Math.sign(-0.2) * 0 is -0; a sum of money has no sign when it is nothing.
  return whole === 0 ? 0 : whole;
}

/** Rupees (as the API and the forms give them) to whole cents. */
export function rupeesToCents(rupees: number): number {
  return roundCents(rupees * 100);
}

/**
 * Cents to rupees for the API and the screens. A database sum may arrive as a numeric string or
 * null (nothing to sum); both are read, and the amount is first rounded to a whole cent.
 */
export function centsToRupees(cents: number | string | null | undefined): number {
  const value = Number(cents ?? 0);
  return roundCents(value) / 100;
}

/** The sum of rupee amounts, added in cents so that 0.1 + 0.2 is 0.3. */
export function sumRupees(amounts: readonly number[]): number {
  return centsToRupees(amounts.reduce((total, amount) => total + rupeesToCents(amount), 0));
}
