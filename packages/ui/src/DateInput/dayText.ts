/** A day written YYYY-MM-DD, as forms and the API keep it. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A day as typed: day, month, year with '/', '-', '.' or spaces between, or 8 digits. */
const TYPED_DAY = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/;
const DIGITS_DAY = /^(\d{2})(\d{2})(\d{4})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The YYYY-MM-DD of a day, or null when the calendar has no such day (31/02/2026). */
function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** 'dd/MM/yyyy' of a YYYY-MM-DD day; '' for anything else. */
export function dayText(iso: string | null | undefined): string {
  const match = iso ? ISO_DAY.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * The YYYY-MM-DD of a day typed day first ('2/3/2026', '02-03-2026', '02032026'); null when it
 * is not a day the calendar has. Never month first, whatever the browser's language.
 */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  const match = TYPED_DAY.exec(trimmed) ?? DIGITS_DAY.exec(trimmed);
  if (!match) return null;
  return isoOf(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** The YYYY-MM-DD `days` after a day. */
export function shiftDay(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}
