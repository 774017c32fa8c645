import { createFakeBackend, fail, makeUser, ok } from '@laundry/api-client/testing';
import type { StaffMember } from '@laundry/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { StaffProfileTabs } from './StaffProfileTabs';

const stamp = '2026-01-10T08:00:00.000Z';

function member(
  index: number,
  firstName: string,
  options: { hireDate: string; position: string; status?: StaffMember['employmentInfo']['status'] },
): StaffMember {
  return {
    _id: `5f1c8f0e-8a43-4d1e-9a51-2f7a8c1e0c${String(index).padStart(2, '0')}`,
    employeeId: `EMP${String(index).padStart(4, '0')}`,
    version: 1,
    createdAt: `2026-01-${String(10 + index).padStart(2, '0')}T08:00:00.000Z`,
    updatedAt: stamp,
    personalInfo: {
      firstName,
      lastName: 'Perera',
      dateOfBirth: '1995-05-05',
      gender: 'female',
      phoneNumber: `07700000${String(index).padStart(2, '0')}`,
      address: { country: 'Sri Lanka' },
    },
    employmentInfo: {
      position: options.position,
      employmentType: 'full_time',
      status: options.status ?? 'active',
      hireDate: options.hireDate,
      workSchedule: {
        startTime: '09:00',
        endTime: '18:00',
        workingDays: ['monday', 'tuesday'],
        shiftType: 'morning',
      },
      salary: { amount: 55000, currency: 'LKR', paymentFrequency: 'monthly' },
    },
    skills: [],
    trainingRecords: [],
  };
}

const staff = [
  member(1, 'Chamari', { hireDate: '2024-05-01', position: 'Ironer' }),
  member(2, 'Amali', { hireDate: '2026-01-20', position: 'Cashier', status: 'on_leave' }),
  member(3, 'Bimali', { hireDate: '2025-10-01', position: 'Washer' }),
];

const zeroes = { active: 0, inactive: 0, terminated: 0, on_leave: 0, suspended: 0 };

function setup(path = '/staff', listAnswer?: ReturnType<typeof fail>) {
  const api = createFakeBackend({
    handlers: {
      'GET /staff': () => listAnswer ?? ok({ staff, total: staff.length, truncated: false }),
      'GET /staff/stats': () =>
        ok({
          overview: { totalStaff: 3, activeStaff: 2, recentHires: 1, onLeave: 1 },
          averageAttendanceRate: 92,
          employmentTypeBreakdown: { full_time: 3, part_time: 0, contract: 0, intern: 0 },
          statusBreakdown: { ...zeroes, active: 2, on_leave: 1 },
        }),
    },
  });
  return renderApp({ path, signedInAs: makeUser('admin'), api });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/staff', () => {
  it('shows the four cards and the directory, newest first, with each status', async () => {
    setup();
    const stats = await screen.findByRole('region', { name: 'Staff statistics' });
    await waitFor(() => expect(stats).toHaveTextContent(/Total Staff\s*3/));
    expect(stats).toHaveTextContent(/On Leave\s*1/);
    const table = await screen.findByRole('table', { name: 'Staff members' });
    await waitFor(() =>
      expect(names(table)).toEqual(['Bimali Perera', 'Amali Perera', 'Chamari Perera']),
    );
    const amali = within(table).getByRole('row', { name: /Amali Perera/ });
    expect(within(amali).getByText('On Leave')).toBeVisible();
  });

  it('sorts from the menu and searches, both kept in the address', async () => {
    const { user, router } = setup();
    const table = await screen.findByRole('table', { name: 'Staff members' });
    await waitFor(() => expect(names(table)).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name A-Z' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=name&sortOrder=asc'));
    expect(names(table)).toEqual(['Amali Perera', 'Bimali Perera', 'Chamari Perera']);

    await user.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'ironer');
    await waitFor(() => expect(router.state.location.search).toContain('search=ironer'));
    await waitFor(() => expect(names(table)).toEqual(['Chamari Perera']));
  });

  it('reads the sort from the address', async () => {
    setup('/staff?sortBy=hireDate&sortOrder=asc');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    await waitFor(() =>
      expect(names(table)).toEqual(['Chamari Perera', 'Bimali Perera', 'Amali Perera']),
    );
  });

  it('offers Clear filters when a search finds nobody', async () => {
    const { user, router } = setup('/staff?search=nobody');
    expect(await screen.findByText('No staff members found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const table = await screen.findByRole('table', { name: 'Staff members' });
    await waitFor(() => expect(names(table)).toHaveLength(3));
  });

  it('says so when the staff cannot be loaded', async () => {
    setup('/staff', fail(500, 'Database unavailable'));
    expect(await screen.findByText('Database unavailable', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('shows a cashier Access Denied (spec part 2 §2.9)', async () => {
    renderApp({ path: '/staff', signedInAs: makeUser('cashier'), api: createFakeBackend({}) });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Staff members' })).toBeNull();
  });
});

describe('/staff/new, the address', () => {
  it('starts in Sri Lanka with its nine provinces and a postal code, free text elsewhere', async () => {
    const { user } = setup('/staff/new');
    const country = (await screen.findByLabelText(
      'Country',
      {},
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(country.value).toBe('Sri Lanka');
    expect(screen.getByLabelText('Postal Code')).toBeVisible();
    expect(screen.queryByLabelText(/zip/i)).toBeNull();
    expect(screen.queryByLabelText(/state/i)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Province' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Not given',
      'Western',
      'Central',
      'Southern',
      'Northern',
      'Eastern',
      'North Western',
      'North Central',
      'Uva',
      'Sabaragamuwa',
    ]);
    await user.click(screen.getByRole('option', { name: 'Uva' }));
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Uva');

    await user.clear(country);
    await user.type(country, 'India');
    const province = screen.getByRole('textbox', { name: 'Province' }) as HTMLInputElement;
    expect(province.value).toBe('Uva');
  });
});

describe('the Schedule & Salary tab', () => {
  it('writes a salary in another currency as every amount: its code and two decimals', async () => {
    const chamari = member(1, 'Chamari', { hireDate: '2024-05-01', position: 'Ironer' });
    const salary = {
      amount: 1500.5,
      currency: 'USD' as const,
      paymentFrequency: 'monthly' as const,
    };
    render(
      <StaffProfileTabs
        member={{
          ...chamari,
          employmentInfo: { ...chamari.employmentInfo, salary },
          recentAttendance: [],
        }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Schedule & Salary' }));
    expect(await screen.findByText('USD 1,500.50')).toBeInTheDocument();
  });
});
