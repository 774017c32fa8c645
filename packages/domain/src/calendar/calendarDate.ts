/**
 * The time zone the business counts its days in when the configuration names none. Only the
 * server's configuration reads it; every rule is given the configured zone.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Colombo';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl.DateTimeFormat costs far more than formatting with one (a twentieth of the
// order list's CPU on the server went to it): one per time zone, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in a time zone. A string that already is a
 * calendar date is returned as it is, so callers may pass either "now" or a date they chose.
 */
export function calendarDate(when: Date | string, timeZone: string): string {
  if (typeof when === 'string' && CALENDAR_DATE.test(when)) return when;
  const instant = new Date(when);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(when)}`);
  return dateFormatter(timeZone).format(instant);
}
