// The calendar folder's public face: what other folders and packages may use (docs/decisions/038).
export { addDays, daysBefore, daysBetween, startOfMonth } from './addDays';
export {
  addBusinessMinutes,
  type BusinessWeek,
  instantOfWallClock,
  nextOpenDay,
  SHOP_WEEK,
  wallClockInstant,
  wallClockTime,
} from './businessHours';
export { dayPeriod, dayRangeBounds, startOfDay } from './businessPeriod';
export { calendarDate, DEFAULT_BUSINESS_TIME_ZONE } from './calendarDate';
export {
  CALENDAR_DAY_MESSAGE,
  CALENDAR_DAY_RANGE_MESSAGE,
  calendarDateField,
  calendarDaySchema,
  isCalendarDate,
} from './calendarDay';
export { dayOf, monthOf } from './dayOf';
export { isoWeek } from './isoWeek';
