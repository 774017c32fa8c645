/**
 * The one "at most two decimals" rule for an amount in rupees (or a percentage with two
 * decimals, such as a tax rate): it is a whole number of hundredths. `value * 100` is compared
 * with its rounding within a millionth, because binary floats hold neither 1.15 nor 4.35 exactly
 * (1.15 * 100 is 114.99999999999999) and 0.1 + 0.2 arrives as 0.30000000000000004. Use it as the
 * refinement of every schema that takes such an amount: `.refine(hasWholeCents, message)`.
 */
export function hasWholeCents(value: number): boolean {
  // NaN and ±Infinity fail the comparison: Infinity - Infinity is NaN.
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}
