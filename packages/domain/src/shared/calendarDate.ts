/** The business's own time zone: "today", "this month" and daily grouping are counted here. */
export const BUSINESS_TIME_ZONE = 'Asia/Colombo';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in a time zone. A string that already is a
 * calendar date is returned as it is, so callers may pass either "now" or a date they chose.
 */
export function calendarDate(when: Date | string, timeZone: string = BUSINESS_TIME_ZONE): string {
  if (typeof when === 'string' && CALENDAR_DATE.test(when)) return when;
  const instant = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(when)}`);
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
