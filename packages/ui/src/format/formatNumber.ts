/**
 * The kit's one way to write a number. The kit knows nothing of laundries and may not import the
 * domain, whose `formatCount` and `formatCurrency` the screens use; what the kit writes itself (a
 * chart's values and ticks, a pager's counts) is written here.
 */
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1,234.5: grouped, at most two decimals. */
export const formatNumber = (value: number): string => plain.format(value);

/** Short tick labels: 1200 → 1.2K, 3400000 → 3.4M. */
export const formatCompact = (value: number): string => compact.format(value);
