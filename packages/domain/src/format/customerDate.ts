import type { Language } from '../language';
import { type DateInput, formatDate, formatLongDateTime, toDate } from './formatDate';

/**
 * Dates as a customer reads them, in their language (issue 42): the tracking page, and later the
 * receipt and the messages. Apart from formatDate.ts so the back-office, which speaks English,
 * does not carry the Sinhala and Tamil words.
 */

/** formatDate in the customer's language: '22 Nov 2026', '2026 නොවැ 22', '22 நவ., 2026'. */
export function formatCustomerDate(value: DateInput, timeZone: string, language: Language): string {
  if (language === 'en') return formatDate(value, timeZone);
  const date = toDate(value);
  return date ? customerDate(language, 'date', date, timeZone) : '';
}

/** formatLongDateTime in the customer's language. */
export function formatCustomerDateTime(
  value: DateInput,
  timeZone: string,
  language: Language,
): string {
  if (language === 'en') return formatLongDateTime(value, timeZone);
  const date = toDate(value);
  return date ? customerDate(language, 'longDateTime', date, timeZone) : 'N/A';
}

/** A calendar day (YYYY-MM-DD) in the customer's language, as it is written. */
export function formatCustomerDay(day: string | null | undefined, language: Language): string {
  return day ? formatCustomerDate(`${day}T00:00:00Z`, 'UTC', language) : '';
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The months and the halves of the day in Sinhala and Tamil (CLDR si, ta), written here rather
 * than asked of the platform's ICU: a browser may ship without a language's data (Debian's
 * Chromium has no Sinhala and answered in English), and the customer reads the same date on the
 * tracking page, the receipt and the message (issue 42).
 */
const CALENDAR_WORDS = {
  si: {
    months: [
      'ජනවාරි',
      'පෙබරවාරි',
      'මාර්තු',
      'අප්\u200dරේල්',
      'මැයි',
      'ජූනි',
      'ජූලි',
      'අගෝස්තු',
      'සැප්තැම්බර්',
      'ඔක්තෝබර්',
      'නොවැම්බර්',
      'දෙසැම්බර්',
    ],
    short: [
      'ජන',
      'පෙබ',
      'මාර්තු',
      'අප්\u200dරේල්',
      'මැයි',
      'ජූනි',
      'ජූලි',
      'අගෝ',
      'සැප්',
      'ඔක්',
      'නොවැ',
      'දෙසැ',
    ],
    am: 'පෙ.ව.',
    pm: 'ප.ව.',
  },
  ta: {
    months: [
      'ஜனவரி',
      'பிப்ரவரி',
      'மார்ச்',
      'ஏப்ரல்',
      'மே',
      'ஜூன்',
      'ஜூலை',
      'ஆகஸ்ட்',
      'செப்டம்பர்',
      'அக்டோபர்',
      'நவம்பர்',
      'டிசம்பர்',
    ],
    short: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
    am: 'முற்பகல்',
    pm: 'பிற்பகல்',
  },
} as const;

/**
 * A date in Sinhala or Tamil: the numbers of the zone's calendar day and clock from Intl (any
 * platform has them), the words from CALENDAR_WORDS, in CLDR's order (si: y MMM d; ta: d MMM, y).
 */
function customerDate(
  language: Exclude<Language, 'en'>,
  shape: 'date' | 'longDateTime',
  date: Date,
  timeZone: string,
): string {
  let made = partsFormatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone,
    });
    partsFormatters.set(timeZone, made);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    made.formatToParts(date).find((one) => one.type === type)?.value ?? '';
  const words = CALENDAR_WORDS[language];
  const month = Number(part('month')) - 1;
  const [year, day] = [part('year'), String(Number(part('day')))];
  if (shape === 'date') {
    const short = words.short[month] ?? '';
    return language === 'si' ? `${year} ${short} ${day}` : `${day} ${short}, ${year}`;
  }
  const long = words.months[month] ?? '';
  const half = part('dayPeriod').toLowerCase().startsWith('p') ? words.pm : words.am;
  const time = `${half} ${part('hour').padStart(2, '0')}:${part('minute')}`;
  return language === 'si' ? `${year} ${long} ${day}, ${time}` : `${day} ${long}, ${year}, ${time}`;
}
