import { describe, expect, it } from 'vitest';
import { isRecentHire, staffDirectoryPage, staffList, staffPageButtons } from './staffList';

function member(
  n: number,
  first: string,
  hireDate: string,
  extra: Partial<{ email: string; position: string }> = {},
) {
  return {
    _id: String(n),
    employeeId: `EMP${String(n).padStart(4, '0')}`,
    createdAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    personalInfo: {
      firstName: first,
      lastName: 'Perera',
      dateOfBirth: '1990-01-01',
      gender: 'male' as const,
      phoneNumber: `07700000${String(n).padStart(2, '0')}`,
      address: { country: 'India' },
      ...(extra.email ? { email: extra.email } : {}),
    },
    employmentInfo: {
      position: extra.position ?? 'Washer',
      employmentType: 'full_time' as const,
      status: 'active' as const,
      hireDate,
      workSchedule: {
        startTime: '09:00',
        endTime: '18:00',
        workingDays: [],
        shiftType: 'morning' as const,
      },
      salary: { amount: 0, currency: 'LKR' as const, paymentFrequency: 'monthly' as const },
    },
  };
}

const staff = [
  member(1, 'Chamari', '2024-05-01', { position: 'Ironer' }),
  member(2, 'amal', '2026-02-20', { email: 'amal@laundry.lk' }),
  member(3, 'Bimal', '2025-10-01'),
];

describe('the staff directory', () => {
  it('searches name, employee ID, position, phone and e-mail', () => {
    const find = (search: string) =>
      staffDirectoryPage(staff, {
        search,
        sortBy: 'employeeId',
        sortOrder: 'asc',
        page: 1,
        pageSize: 10,
      }).items.map((item) => item._id);
    expect(find('bim')).toEqual(['3']);
    expect(find('emp0002')).toEqual(['2']);
    expect(find('ironer')).toEqual(['1']);
    expect(find('0770000003')).toEqual(['3']);
    expect(find('AMAL@')).toEqual(['2']);
    expect(find('')).toEqual(['1', '2', '3']);
  });

  it('sorts by every option', () => {
    const order = (option: string) =>
      staffDirectoryPage(staff, {
        search: '',
        ...staffList.sortFromOption(option),
        page: 1,
        pageSize: 10,
      }).items.map((item) => item.personalInfo.firstName);
    expect(order('name-asc')).toEqual(['amal', 'Bimal', 'Chamari']);
    expect(order('name-desc')).toEqual(['Chamari', 'Bimal', 'amal']);
    expect(order('createdAt-desc')).toEqual(['Bimal', 'amal', 'Chamari']);
    expect(order('createdAt-asc')).toEqual(['Chamari', 'amal', 'Bimal']);
    expect(order('employeeId-asc')).toEqual(['Chamari', 'amal', 'Bimal']);
    expect(order('hireDate-desc')).toEqual(['amal', 'Bimal', 'Chamari']);
    expect(order('hireDate-asc')).toEqual(['Chamari', 'Bimal', 'amal']);
  });

  it('pages and says which rows show; a page past the end shows the last', () => {
    const page = staffDirectoryPage(staff, {
      search: '',
      sortBy: 'employeeId',
      sortOrder: 'asc',
      page: 9,
      pageSize: 2,
    });
    expect(page).toMatchObject({ page: 2, totalPages: 2, total: 3, from: 3, to: 3 });
    const none = staffDirectoryPage(staff, {
      search: 'zzz',
      sortBy: 'employeeId',
      sortOrder: 'asc',
      page: 1,
      pageSize: 2,
    });
    expect(none).toMatchObject({ total: 0, from: 0, to: 0, totalPages: 1 });
  });

  it('shows at most five page buttons around the current page', () => {
    expect(staffPageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(staffPageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(staffPageButtons(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(staffPageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('counts hires of the last 30 days as recent', () => {
    expect(isRecentHire('2026-01-31', '2026-03-02')).toBe(true);
    expect(isRecentHire('2026-01-30', '2026-03-02')).toBe(false);
  });
});
