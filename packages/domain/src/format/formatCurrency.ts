const options = { style: 'currency', currency: 'LKR' } as const;
const lkr = new Intl.NumberFormat('en-LK', {
  ...options,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const lkrTwoDecimals = new Intl.NumberFormat('en-LK', {
  ...options,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rupees as the spec shows them: LKR, Sri Lankan English, 0 to 2 decimals on the order and
 * service screens; `{ decimals: 2 }` always two (the report screens). Missing reads 0.
 */
export function formatCurrency(
  amount: number | null | undefined,
  { decimals }: { decimals?: 2 } = {},
): string {
  const format = decimals === 2 ? lkrTwoDecimals : lkr;
  return format.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}
