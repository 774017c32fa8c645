import { z } from 'zod';
import { MIN_HIRE_AGE } from './staffConstants';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A required calendar date (YYYY-MM-DD, as a date input gives it). A full ISO timestamp is cut
 * to its date, so a client sending `2026-03-02T00:00:00.000Z` means the 2nd of March.
 */
export function calendarDateField(required: string, invalid = 'Please enter a valid date') {
  return z
    .string({ error: required })
    .trim()
    .transform((text) => (/^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text))
    .pipe(
      z
        .string()
        .min(1, required)
        .refine(isCalendarDate, invalid)
        // Nothing in a shop's records is older than this or centuries ahead.
        .refine((text) => text >= '1900-01-01' && text <= '2999-12-31', invalid),
    );
}

/**
 * Full years between a birth date and a later date (both YYYY-MM-DD): the birthday must have
 * come. Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** Whether someone born on `dateOfBirth` is old enough to be hired on `hireDate`. */
export function isOldEnoughToHire(dateOfBirth: string, hireDate: string): boolean {
  return ageOn(dateOfBirth, hireDate) >= MIN_HIRE_AGE;
}

/** The calendar date `days` days before (negative: after) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
