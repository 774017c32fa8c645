import { formatCurrency, rupeesToCents } from '../money';
/** The LKR notes and coins a drawer holds, largest first, in rupees. */
export const LKR_DENOMINATIONS = [5000, 2000, 1000, 500, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof LKR_DENOMINATIONS)[number];

/** How many of each note or coin were counted, keyed by the rupee value as text ('5000'). */
export type DenominationCounts = Partial<Record<`${Denomination}`, number>>;

/** The total of a count by denomination, in cents. */
export function countTotal(counts: DenominationCounts): number {
  return LKR_DENOMINATIONS.reduce(
    (total, denomination) => total + rupeesToCents(denomination) * (counts[`${denomination}`] ?? 0),
    0,
  );
}

/** 'LKR 5,000 note' / 'LKR 2 coin': the counter's row labels (notes from 20 up). */
export function denominationLabel(denomination: Denomination): string {
  const kind = denomination >= 20 ? 'note' : 'coin';
  return `${formatCurrency(denomination)} ${kind}`;
}
