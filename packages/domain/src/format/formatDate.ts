import type { Language } from '../language';

/** A date as the API or the clock gives it: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Dates are shown day first, as a Sri Lankan shop reads them (issue 26; the spec names no
 * format): British English, whose order is the island's.
 */
const DAY_FIRST = 'en-GB';

const SHAPES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  longDateTime: {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  },
  clock: { hour: '2-digit', minute: '2-digit', hour12: true },
  shortDay: { day: 'numeric', month: 'short' },
  weekday: { weekday: 'long' },
  dayTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `date` in one of the SHAPES, by a formatter made once per locale, shape and zone:
 * `toLocaleString` with options builds a new Intl.DateTimeFormat on every call, the costliest part
 * of drawing a list of orders or an order's page on a slow counter PC (issue 26).
 */
function format(locale: string, shape: keyof typeof SHAPES, date: Date, timeZone: string): string {
  const key = `${locale}|${shape}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...SHAPES[shape], timeZone });
    formatters.set(key, made);
  }
  return made.format(date);
}

/** '22 Nov 2026' (day first, short month) in the given zone; '' when missing or invalid. */
export function formatDate(value: DateInput, timeZone: string, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  if (language !== 'en') return customerDate(language, 'date', date, timeZone);
  return format(DAY_FIRST, 'date', date, timeZone);
}

/** '22 November 2026 at 02:00 pm' (long date, 12-hour time); 'N/A' when missing or invalid. */
export function formatLongDateTime(
  value: DateInput,
  timeZone: string,
  language: Language = 'en',
): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  if (language !== 'en') return customerDate(language, 'longDateTime', date, timeZone);
  return format(DAY_FIRST, 'longDateTime', date, timeZone);
}

/** The header's clock: 12-hour hours and minutes, '02:05 PM'; '' when missing or invalid. */
export function formatClock(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return format('en-US', 'clock', date, timeZone);
}

/**
 * A calendar day (YYYY-MM-DD: a hire date, an analytics day) as '22 Nov 2026'. A day has no
 * time zone: it is shown as it is written, wherever the screen is.
 */
export function formatDay(day: string | null | undefined, language: Language = 'en'): string {
  return day ? formatDate(`${day}T00:00:00Z`, 'UTC', language) : '';
}

/** A calendar day (YYYY-MM-DD) as a chart's short label, '22 Nov', as it is written. */
export function formatShortDay(day: string | null | undefined): string {
  const date = day ? toDate(`${day}T00:00:00Z`) : null;
  if (!date) return day ?? '';
  return format(DAY_FIRST, 'shortDay', date, 'UTC');
}

/** The day of the week an instant falls on in the zone: 'Sunday'; '' when missing or invalid. */
export function formatWeekday(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return format(DAY_FIRST, 'weekday', date, timeZone);
}

/**
 * A date and time shown day first, as a Sri Lankan shop reads it: '02/03/2026, 2:00 pm' in the
 * zone (a pickup, a delivery, the ready time); '' when missing or invalid.
 */
export function formatDayTime(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return format(DAY_FIRST, 'dayTime', date, timeZone);
}

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
  const key = `parts|${timeZone}`;
  let made = formatters.get(key);
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
    formatters.set(key, made);
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
