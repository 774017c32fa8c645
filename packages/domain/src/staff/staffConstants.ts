/** The staff enumerations (spec part 2 §3 'Staff enumerations'). */
export const employmentTypes = ['full_time', 'part_time', 'contract', 'intern'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const staffStatuses = ['active', 'inactive', 'terminated', 'on_leave', 'suspended'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const skillLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof skillLevels)[number];

export const weekDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

export const shiftTypes = ['morning', 'afternoon', 'evening', 'night'] as const;

export const paymentFrequencies = ['monthly', 'weekly', 'daily'] as const;

export const salaryCurrencies = ['LKR', 'EUR', 'USD'] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];

export const genders = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof genders)[number];

/** Staff figures (spec part 2 §9 'Staff'). */
export const STAFF_PAGE_SIZE = 10;
export const STAFF_MAX_PAGE_BUTTONS = 5;
export const RECENT_HIRE_DAYS = 30;
export const MIN_HIRE_AGE = 16;
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '18:00';
/**
 * The shop is in Sri Lanka: a new member's country (the spec's default is India, a leftover of the
 * original product; decision 032).
 */
export const DEFAULT_COUNTRY = 'Sri Lanka';
/**
 * Sri Lanka's nine provinces, offered as the address's `state` (labelled Province) when the
 * country is Sri Lanka.
 */
export const SRI_LANKA_PROVINCES = [
  'Western',
  'Central',
  'Southern',
  'Northern',
  'Eastern',
  'North Western',
  'North Central',
  'Uva',
  'Sabaragamuwa',
] as const;
export const DEFAULT_CURRENCY: SalaryCurrency = 'LKR';
export const DEFAULT_WORKING_DAYS: readonly WeekDay[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
];
/** Spec part 2 §7 'Caching': the staff list is fresh for 5 minutes and kept for 10. */
export const STAFF_STALE_TIME_MS = 300_000;
export const STAFF_CACHE_TIME_MS = 600_000;
/**
 * GET /staff answers every matching member at once (the screen filters, sorts and pages on the
 * client, as the spec says); past this many the answer is cut and says so (docs/decisions).
 */
export const STAFF_LIST_MAX = 500;
/** Staff search answers at most this many. */
export const STAFF_SEARCH_LIMIT = 10;
/** A salary above this is a typing mistake, whatever the currency and frequency. */
export const SALARY_MAX = 10_000_000;
/** At most this many members in one bulk update. */
export const STAFF_BULK_MAX = 100;

/** The staff service's texts (spec part 2 §5 and §8). */
export const staffMessages = {
  fetchListFailed: 'Failed to fetch staff members',
  fetchFailed: 'Failed to fetch staff member',
  createFailed: 'Failed to create staff member',
  updateFailed: 'Failed to update staff member',
  deleteFailed: 'Failed to delete staff member',
  statusFailed: 'Failed to update staff status',
  attendanceFailed: 'Failed to update attendance',
  skillFailed: 'Failed to add skill',
  trainingFailed: 'Failed to add training record',
  bulkUpdateFailed: 'Failed to perform bulk update',
  statsFailed: 'Failed to fetch staff statistics',
  searchFailed: 'Failed to search staff',
  analyticsFailed: 'Failed to fetch staff analytics',
  saveFailed: 'Failed to save staff member',
  deleted: 'Staff member deleted successfully',
  updated: 'Staff member updated successfully',
  created: 'Staff member created successfully',
  notFound: 'Staff member not found',
  loadError: 'Error Loading Staff',
  accessDenied: 'You do not have permission to access staff management.',
  validationFailed: 'Validation failed',
  // Not in the spec's catalogue: the server's answers to the calls whose texts it leaves out.
  statusUpdated: 'Staff status updated successfully',
  attendanceUpdated: 'Attendance updated successfully',
  skillAdded: 'Skill added successfully',
  trainingAdded: 'Training record added successfully',
  bulkUpdated: 'Staff members updated successfully',
  staleVersion:
    'This staff member was changed by someone else while you were editing. Reload to see the changes, then try again.',
  managerNotFound: 'Reporting manager not found',
  managerIsSelf: 'A staff member cannot report to themselves',
} as const;
