import { type StaffMember, staffFullName } from './staffMember';

/** The directory's sort select (spec part 2 §9 'Staff'). */
export const staffSortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'name_asc', label: 'Name A-Z' },
  { value: 'name_desc', label: 'Name Z-A' },
  { value: 'employee_id', label: 'Employee ID' },
  { value: 'recent_hires', label: 'Recent Hires' },
  { value: 'oldest_hires', label: 'Oldest Hires' },
] as const;
export type StaffSort = (typeof staffSortOptions)[number]['value'];
export const staffSorts = staffSortOptions.map((option) => option.value) as StaffSort[];

type Member = Pick<
  StaffMember,
  '_id' | 'employeeId' | 'createdAt' | 'personalInfo' | 'employmentInfo'
>;

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

const comparators: Record<StaffSort, (a: Member, b: Member) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  name_asc: byName,
  name_desc: (a, b) => byName(b, a),
  employee_id: (a, b) => a.employeeId.localeCompare(b.employeeId, 'en', { numeric: true }),
  recent_hires: (a, b) => b.employmentInfo.hireDate.localeCompare(a.employmentInfo.hireDate),
  oldest_hires: (a, b) => a.employmentInfo.hireDate.localeCompare(b.employmentInfo.hireDate),
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
  options: { search: string; sort: StaffSort; page: number; pageSize: number },
): StaffPage<T> {
  const compare = comparators[options.sort];
  const matching = staff
    .filter((member) => matchesStaffSearch(member, options.search))
    .sort((a, b) => compare(a, b) || a.employeeId.localeCompare(b.employeeId));
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
