const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar month written as the database and the reports group by it: (2026, 3) → '2026-03'. */
export function monthOf(year: number, month: number): string {
  return `${year}-${pad(month)}`;
}

/** A calendar date from its parts, YYYY-MM-DD: (2026, 3, 2) → '2026-03-02'. */
export function dayOf(year: number, month: number, day: number): string {
  return `${monthOf(year, month)}-${pad(day)}`;
}
