const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * A duration in minutes as a shop reads it: '45 min', '9 h', '1 h 30 min', '1 d 3 h'. Past a day
 * the minutes no longer matter and are rounded to the nearest hour. Averages arrive with decimals
 * and are rounded to the minute; a missing, negative or non-finite value reads '0 min'.
 */
export function formatDuration(minutes: number | null | undefined): string {
  const total =
    typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0
      ? Math.round(minutes)
      : 0;
  if (total < MINUTES_PER_HOUR) return `${total} min`;
  if (total < MINUTES_PER_DAY) {
    const hours = Math.floor(total / MINUTES_PER_HOUR);
    const rest = total % MINUTES_PER_HOUR;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const hoursInAll = Math.round(total / MINUTES_PER_HOUR);
  const days = Math.floor(hoursInAll / 24);
  const hours = hoursInAll % 24;
  return hours ? `${days} d ${hours} h` : `${days} d`;
}
