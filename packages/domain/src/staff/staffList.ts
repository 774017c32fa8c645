import type { z } from 'zod';
import { addDays } from '../calendar';
import { defineList } from '../lists';
import { RECENT_HIRE_DAYS, STAFF_MAX_PAGE_BUTTONS, STAFF_PAGE_SIZE } from './staffConstants';
import { type StaffMember, staffFullName } from './staffMember';

/**
 * The staff directory as a list (docs/decisions/005): its sort menu (spec part 2 §9 'Staff'),
 * search and page in the address. The whole staff is loaded once and paged in the screen
 * (docs/decisions/013), so no server reads this query.
 */
export const staffList = defineList({
  pageSize: STAFF_PAGE_SIZE,
  sortFields: ['createdAt', 'name', 'employeeId', 'hireDate'],
  sortOptions: [
    { value: 'createdAt-desc', label: 'Newest', sortBy: 'createdAt', sortOrder: 'desc' },
    { value: 'createdAt-asc', label: 'Oldest', sortBy: 'createdAt', sortOrder: 'asc' },
    { value: 'name-asc', label: 'Name A-Z', sortBy: 'name', sortOrder: 'asc' },
    { value: 'name-desc', label: 'Name Z-A', sortBy: 'name', sortOrder: 'desc' },
    { value: 'employeeId-asc', label: 'Employee ID', sortBy: 'employeeId', sortOrder: 'asc' },
    { value: 'hireDate-desc', label: 'Recent Hires', sortBy: 'hireDate', sortOrder: 'desc' },
    { value: 'hireDate-asc', label: 'Oldest Hires', sortBy: 'hireDate', sortOrder: 'asc' },
  ],
  filters: {},
});
export type StaffListQuery = z.output<typeof staffList.querySchema>;
type StaffSortField = StaffListQuery['sortBy'];

type Member = Pick<
  StaffMember,
  '_id' | 'employeeId' | 'createdAt' | 'personalInfo' | 'employmentInfo'
>;

/** Hired within the last 30 days up to `today` (YYYY-MM-DD). */
export function isRecentHire(hireDate: string, today: string): boolean {
  return hireDate <= today && hireDate >= addDays(today, -RECENT_HIRE_DAYS);
}

/** Whether the member matches the search box: name, employee ID, position, phone or e-mail. */
export function matchesStaffSearch(member: Member, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const digits = needle.replace(/[\s()-]/g, '');
  const haystack = [
    staffFullName(member),
    member.employeeId,
    member.employmentInfo.position,
    member.personalInfo.email ?? '',
  ].map((value) => value.toLowerCase());
  return (
    haystack.some((value) => value.includes(needle)) ||
    (/^\d+$/.test(digits) && member.personalInfo.phoneNumber.includes(digits))
  );
}

const byName = (a: Member, b: Member) =>
  staffFullName(a).localeCompare(staffFullName(b), 'en', { sensitivity: 'base' });

/** Each field's ascending order; descending is its reverse. */
const comparators: Record<StaffSortField, (a: Member, b: Member) => number> = {
  createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
  name: byName,
  employeeId: (a, b) => a.employeeId.localeCompare(b.employeeId, 'en', { numeric: true }),
  hireDate: (a, b) => a.employmentInfo.hireDate.localeCompare(b.employmentInfo.hireDate),
};

export interface StaffPage<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
  /** 1-based, inclusive: 'Showing from to to of total'. */
  from: number;
  to: number;
}

/**
 * The directory's one pass over the loaded staff: search, sort (ties by employee ID, so the
 * order is stable) and cut one page. A page past the end shows the last one.
 */
export function staffDirectoryPage<T extends Member>(
  staff: readonly T[],
  options: Pick<StaffListQuery, 'sortBy' | 'sortOrder' | 'page'> & {
    search: string | undefined;
    pageSize: number;
  },
): StaffPage<T> {
  const ascending = comparators[options.sortBy];
  const direction = options.sortOrder === 'asc' ? 1 : -1;
  const matching = staff
    .filter((member) => matchesStaffSearch(member, options.search ?? ''))
    .sort((a, b) => direction * ascending(a, b) || a.employeeId.localeCompare(b.employeeId));
  const totalPages = Math.max(1, Math.ceil(matching.length / options.pageSize));
  const page = Math.min(Math.max(1, options.page), totalPages);
  const start = (page - 1) * options.pageSize;
  const items = matching.slice(start, start + options.pageSize);
  return {
    items,
    total: matching.length,
    page,
    totalPages,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
  };
}

/** At most five page numbers around the current page (spec: 'at most 5 page buttons'). */
export function staffPageButtons(page: number, totalPages: number): number[] {
  const count = Math.min(STAFF_MAX_PAGE_BUTTONS, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
