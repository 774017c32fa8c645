import type { Language } from '../language';
import { roundCents } from './cents';

// One formatter per currency and number of decimals, made on first use: building an
// Intl.NumberFormat costs far more than formatting with one.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}|${digits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat('en-LK', {
      style: 'currency',
      currency,
      // The code, as the shop writes every amount: LKR 1,500, USD 1,500.50 (never $ or €).
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, made);
  }
  return made;
}

/**
 * Rupees as the spec shows them, LKR in Sri Lankan English. The order and service screens show
 * 0 to 2 decimals (spec part 2): a whole amount without decimals (LKR 1,500), any other with
 * both (LKR 2,516.50, never LKR 2,516.5). `{ decimals: 2 }` always shows two (LKR 1,500.00): the
 * report screens, and screens that set amounts side by side (the dashboard). Missing reads 0;
 * a refund shows its minus sign (-LKR 250.50). `currency` names another currency by its code
 * (a staff salary paid in USD: USD 1,500.50), shown by the same rules.
 */
export function formatCurrency(
  amount: number | null | undefined,
  {
    decimals,
    currency = 'LKR',
    language = 'en',
  }: { decimals?: 2; currency?: string; language?: Language } = {},
): string {
  const cents = roundCents((amount ?? 0) * 100);
  const format = formatter(currency, decimals === 2 || cents % 100 !== 0 ? 2 : 0);
  // Intl puts a no-break space after LKR; answers, mails and exports carry the text as well as
  // screens, so it is the one plain space everybody compares and searches for.
  const english = format.format(cents / 100).replace(/\u00a0/g, ' ');
  // Another currency keeps its code in every language.
  return language === 'en' || currency !== 'LKR'
    ? english
    : english.replace('LKR', CURRENCY_SIGNS[language]);
}

/**
 * How an amount reads to a customer in each language (issue 42; docs/decisions/045): LKR in
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
