import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../shared';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    // The month and the day check each other: a day past the month's end moves the month, and a
    // month past 12 the year.
    // Stryker disable next-line ConditionalExpression: checked by the day and the year
    date.getUTCMonth() === month - 1 &&
    // Stryker disable next-line ConditionalExpression: checked by the month
    date.getUTCDate() === day
  );
}

export const CALENDAR_DAY_FORMAT_MESSAGE = 'Dates must be YYYY-MM-DD';
export const CALENDAR_DAY_MESSAGE = 'Dates must be real calendar days (YYYY-MM-DD)';
/** The first and last day any date in the shop's records or queries may be. */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2999-12-31';
export const CALENDAR_DAY_RANGE_MESSAGE = `Dates must be between ${EARLIEST_DAY} and ${LATEST_DAY}`;

/** Whether a YYYY-MM-DD day lies within the shop's range (nothing older, nothing centuries ahead). */
export function isWithinShopDays(text: string): boolean {
  return text >= EARLIEST_DAY && text <= LATEST_DAY;
}

/**
 * A calendar day in a query (a report's or the analytics' startDate and endDate): YYYY-MM-DD and
 * a day the calendar has, so 2026-02-30 is a 400 with a message, not a failed query.
 */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CALENDAR_DAY_FORMAT_MESSAGE)
  .refine(isCalendarDate, CALENDAR_DAY_MESSAGE)
  // A far day (9999-12-31) has no next day to end its period at: a 400, not a failed report.
  .refine(isWithinShopDays, CALENDAR_DAY_RANGE_MESSAGE);

/**
 * A required calendar date in a form (YYYY-MM-DD, as a date input gives it). A full ISO timestamp
 * is cut to its date, so a client sending `2026-03-02T00:00:00.000Z` means the 2nd of March.
 */
export function calendarDateField(required: string, invalid = 'Please enter a valid date') {
  return z
    .string({ error: required })
    .max(SHORT_TEXT_MAX_LENGTH, invalid)
    .trim()
    .transform((text) => (/^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text))
    .pipe(
      z
        .string()
        .min(1, required)
        .refine(isCalendarDate, invalid)
        // Nothing in a shop's records is older than this or centuries ahead.
        .refine(isWithinShopDays, invalid),
    );
}
