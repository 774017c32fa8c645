const lkr = new Intl.NumberFormat('en-LK', {
  style: 'currency',
  currency: 'LKR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Rupees as the spec shows them: LKR, Sri Lankan English, 0 to 2 decimals. Missing reads 0. */
export function formatCurrency(amount: number | null | undefined): string {
  return lkr.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}
