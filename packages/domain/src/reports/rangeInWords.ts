const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-01' → { day: 1, month: 'Nov', year: 2026 }; null for anything else. */
function partsOf(day: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return null;
  return { day: Number(match[3]), month, year: Number(match[1]) };
}

/**
 * The period a report shows, in words, day first as the shop writes dates: '1 Nov – 27 Nov 2026',
 * '30 Dec 2025 – 5 Jan 2026', 'From 1 Nov 2026', 'Until 27 Nov 2026', 'All dates'. The days are
 * business days (YYYY-MM-DD) as the address holds them; an unreadable side counts as open.
 */
export function rangeInWords(range: { startDate?: string; endDate?: string }): string {
  const start = range.startDate ? partsOf(range.startDate) : null;
  const end = range.endDate ? partsOf(range.endDate) : null;
  const full = (p: { day: number; month: string; year: number }) => `${p.day} ${p.month} ${p.year}`;
  if (start && end) {
    if (range.startDate === range.endDate) return full(start);
    const first = start.year === end.year ? `${start.day} ${start.month}` : full(start);
    return `${first} – ${full(end)}`;
  }
  if (start) return `From ${full(start)}`;
  if (end) return `Until ${full(end)}`;
  return 'All dates';
}
