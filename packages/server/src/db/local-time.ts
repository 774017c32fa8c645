import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * An instant (a timestamptz column or expression) as the business's wall clock reads it: a
 * timestamp in `timeZone`. The one SQL spelling of "the local day", so a report, the order
 * analytics and a service's months group by the same business days (the domain's calendarDate).
 */
export const localTime = (instant: SQLWrapper, timeZone: string): SQL =>
  sql`(${instant} at time zone ${timeZone})`;

/** The business day an instant falls on, as a date. */
export const localDay = (instant: SQLWrapper, timeZone: string): SQL =>
  sql`${localTime(instant, timeZone)}::date`;

/** The business month an instant falls on, 'YYYY-MM' (the domain's monthOf). */
export const localMonth = (instant: SQLWrapper, timeZone: string): SQL<string> =>
  sql<string>`to_char(${localTime(instant, timeZone)}, 'YYYY-MM')`;
