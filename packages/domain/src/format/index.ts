// The format folder's public face: what other folders and packages may use (docs/decisions/038).
export { capitalize } from './capitalize';
export { formatCustomerDate, formatCustomerDateTime, formatCustomerDay } from './customerDate';
export { displayName } from './displayName';
export { formatCount, formatShare } from './formatCount';
export {
  type DateInput,
  formatClock,
  formatDate,
  formatDay,
  formatDayTime,
  formatLongDateTime,
  formatMonth,
  formatShortDay,
  formatWeekday,
} from './formatDate';
export { formatDuration } from './formatDuration';
export { formatPercent, formatSignedPercent, sharePercent } from './formatPercent';
export { formatPhone } from './formatPhone';
export { initials } from './initials';
export { hasUnprintable, printable } from './printableText';
export { csvText, spreadsheetText } from './spreadsheetText';
