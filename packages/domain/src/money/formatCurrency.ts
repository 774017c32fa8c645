import type { Language } from '../language';
import { roundCents } from './cents';

const options = { style: 'currency', currency: 'LKR' } as const;
const wholeRupees = new Intl.NumberFormat('en-LK', {
  ...options,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const twoDecimals = new Intl.NumberFormat('en-LK', {
  ...options,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rupees as the spec shows them, LKR in Sri Lankan English. The order and service screens show
 * 0 to 2 decimals (spec part 2): a whole amount without decimals (LKR 1,500), any other with
 * both (LKR 2,516.50, never LKR 2,516.5). `{ decimals: 2 }` always shows two (LKR 1,500.00): the
 * report screens, and screens that set amounts side by side (the dashboard). Missing reads 0;
 * a refund shows its minus sign (-LKR 250.50).
 */
export function formatCurrency(
  amount: number | null | undefined,
  { decimals, language = 'en' }: { decimals?: 2; language?: Language } = {},
): string {
  const cents = roundCents((amount ?? 0) * 100);
  const format = decimals === 2 || cents % 100 !== 0 ? twoDecimals : wholeRupees;
  // Intl puts a no-break space after LKR; answers, mails and exports carry the text as well as
  // screens, so it is the one plain space everybody compares and searches for.
  const english = format.format(cents / 100).replace(/\u00a0/g, ' ');
  return language === 'en' ? english : english.replace('LKR', CURRENCY_SIGNS[language]);
}

/**
 * How an amount reads to a customer in each language (issue 42; docs/decisions/043): LKR in
 * English (as ever), රු. in Sinhala (CLDR si-LK), Rs. in Tamil (CLDR ta-LK, and what the
 * island's Tamil receipts print). The digits are grouped in thousands in every language, as Sri
 * Lanka writes them: CLDR's Tamil lakh grouping (12,34,567) is India's, so the number is always
 * the English one and only the sign changes; the browser's and the server's ICU cannot disagree.
 */
export const CURRENCY_SIGNS: Record<Language, string> = { en: 'LKR', si: 'රු.', ta: 'Rs.' };

/** An amount as a plain number with two decimals, for exports a spreadsheet reads: 2516.50. */
export function formatRupees(amount: number | null | undefined): string {
  return (roundCents((amount ?? 0) * 100) / 100).toFixed(2);
}
