/** A date as the API or the clock gives it: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

export function toDate(value: DateInput): Date | null {
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
  month: { month: 'short', year: 'numeric' },
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
export function formatDate(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  return format(DAY_FIRST, 'date', date, timeZone);
}

/** '22 November 2026 at 02:00 pm' (long date, 12-hour time); 'N/A' when missing or invalid. */
export function formatLongDateTime(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return 'N/A';
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
export function formatDay(day: string | null | undefined): string {
  return day ? formatDate(`${day}T00:00:00Z`, 'UTC') : '';
}

/** A calendar day (YYYY-MM-DD) as a chart's short label, '22 Nov', as it is written. */
export function formatShortDay(day: string | null | undefined): string {
  const date = day ? toDate(`${day}T00:00:00Z`) : null;
  if (!date) return day ?? '';
  return format(DAY_FIRST, 'shortDay', date, 'UTC');
}

/** A calendar month (YYYY-MM: a report's month) as 'Nov 2026', as it is written. */
export function formatMonth(month: string | null | undefined): string {
  const date = month ? toDate(`${month}-01T00:00:00Z`) : null;
  if (!date) return month ?? '';
  return format(DAY_FIRST, 'month', date, 'UTC');
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
