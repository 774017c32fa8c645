import { createMemoryStorage } from '@laundry/api-client';
import { createFakeBackend, fail, type Handler, makeUser, ok } from '@laundry/api-client/testing';
import {
  ATTENDANCE_FUTURE_MESSAGE,
  calendarDate,
  DEFAULT_BUSINESS_TIME_ZONE,
} from '@laundry/domain';
import { dayText } from '@laundry/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createServices } from '../../app/createServices';
import { AttendanceDialog } from './AttendanceDialog';
import { SkillDialog } from './SkillDialog';
import { TrainingDialog } from './TrainingDialog';

const STAFF_ID = '5f1c8f0e-8a43-4d1e-9a51-2f7a8c1e0b22';
const stamp = '2026-02-01T08:00:00.000Z';

/** One dialog over the fake API, signed in as an admin; what it sent is kept. */
function renderDialog(
  dialog: (onClose: () => void) => ReactNode,
  handlers: Record<string, Handler>,
) {
  const sent: unknown[] = [];
  const record =
    (handler: Handler): Handler =>
    (request) => {
      sent.push(request.body);
      return handler(request);
    };
  const api = createFakeBackend({
    handlers: Object.fromEntries(
      Object.entries(handlers).map(([key, value]) => [key, record(value)]),
    ),
  });
  const storage = createMemoryStorage(api.signedInStorage(makeUser('admin')));
  const services = createServices({ storage, fetch: api.fetch });
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: dialog(onClose) }]);
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), sent, onClose };
}

const skillAnswer = ok(
  {
    skill: {
      _id: 's-1',
      name: 'Dry cleaning',
      level: 'expert',
      yearsOfExperience: 2.5,
      updatedAt: stamp,
    },
  },
  'Skill added successfully',
);

describe('Add Skill', () => {
  it('checks the fields with the domain’s messages, sends the skill once, says so and closes', async () => {
    const { user, sent, onClose } = renderDialog(
      (close) => <SkillDialog staffId={STAFF_ID} onClose={close} />,
      { [`POST /staff/${STAFF_ID}/skills`]: () => skillAnswer },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Skill' });
    await user.type(within(dialog).getByLabelText('Years of experience'), '61');
    await user.click(within(dialog).getByRole('button', { name: 'Add Skill' }));
    expect(
      await within(dialog).findByText('Skill name must be at least 2 characters'),
    ).toBeVisible();
    expect(within(dialog).getByText('Years of experience must be at most 60')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Skill'), 'Dry cleaning');
    await user.clear(within(dialog).getByLabelText('Years of experience'));
    await user.type(within(dialog).getByLabelText('Years of experience'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Skill' }));
    expect(await within(dialog).findByText('Skill added successfully')).toBeVisible();
    expect(sent).toEqual([{ name: 'Dry cleaning', level: 'intermediate', yearsOfExperience: 2.5 }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('sends no years when the box is left empty, and shows the server’s refusal under its field', async () => {
    const { user, sent } = renderDialog(
      (close) => <SkillDialog staffId={STAFF_ID} onClose={close} />,
      {
        [`POST /staff/${STAFF_ID}/skills`]: () =>
          fail(400, 'Skill name must be at least 2 characters', 'name'),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Skill' });
    await user.type(within(dialog).getByLabelText('Skill'), 'Ironing');
    await user.click(within(dialog).getByRole('button', { name: 'Add Skill' }));
    expect(
      await within(dialog).findByText('Skill name must be at least 2 characters'),
    ).toBeVisible();
    expect(sent).toEqual([{ name: 'Ironing', level: 'intermediate' }]);
  });
});

describe('Mark Attendance', () => {
  it('refuses a future day and drops the times of a day off', async () => {
    const { user, sent } = renderDialog(
      (close) => <AttendanceDialog staffId={STAFF_ID} onClose={close} />,
      {
        [`PUT /staff/${STAFF_ID}/attendance`]: ({ body }) =>
          ok(
            {
              attendance: {
                _id: 'a-1',
                ...(body as object),
                checkIn: null,
                checkOut: null,
                hoursWorked: 0,
                notes: null,
                updatedAt: stamp,
              },
            },
            'Attendance updated successfully',
          ),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark Attendance' });
    const date = within(dialog).getByLabelText('Date');
    const tomorrow = calendarDate(
      new Date(Date.now() + 2 * 86_400_000),
      DEFAULT_BUSINESS_TIME_ZONE,
    );
    await user.clear(date);
    // Typed day first, as the shop writes dates.
    await user.type(date, dayText(tomorrow));
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendance' }));
    expect(await within(dialog).findByText(ATTENDANCE_FUTURE_MESSAGE)).toBeVisible();
    expect(sent).toEqual([]);

    const today = calendarDate(new Date(), DEFAULT_BUSINESS_TIME_ZONE);
    await user.clear(date);
    await user.type(date, dayText(today));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Leave' }));
    expect(within(dialog).queryByLabelText('Check-in')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendance' }));
    expect(await within(dialog).findByText('Attendance updated successfully')).toBeVisible();
    expect(sent).toEqual([{ date: today, status: 'leave' }]);
  });
});

describe('Mark Attendance, a day already recorded', () => {
  it('shows what is recorded and overwrites it only once Replace is ticked', async () => {
    const recorded =
      "Attendance for 2 Nov 2026 is already recorded (Late, 09:20–17:50). Tick 'Replace the recorded day' to change it.";
    const { user, sent, onClose } = renderDialog(
      (close) => <AttendanceDialog staffId={STAFF_ID} onClose={close} />,
      {
        [`PUT /staff/${STAFF_ID}/attendance`]: ({ body }) =>
          (body as { replace?: boolean }).replace
            ? ok(
                {
                  attendance: {
                    _id: 'a-1',
                    date: '2026-11-02',
                    status: 'present',
                    checkIn: '09:00',
                    checkOut: '18:00',
                    hoursWorked: 9,
                    notes: null,
                    updatedAt: stamp,
                  },
                },
                'Attendance updated successfully',
              )
            : fail(409, recorded, 'replace'),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark Attendance' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Replace the recorded day' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendance' }));
    expect(await within(dialog).findByText(recorded)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    const replace = within(dialog).getByRole('checkbox', { name: 'Replace the recorded day' });
    expect(replace).toHaveAttribute('aria-checked', 'false');
    await user.click(replace);
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendance' }));
    expect(await within(dialog).findByText('Attendance updated successfully')).toBeVisible();
    const today = calendarDate(new Date(), DEFAULT_BUSINESS_TIME_ZONE);
    const day = { date: today, status: 'present', checkIn: '09:00', checkOut: '18:00' };
    expect(sent).toEqual([day, { ...day, replace: true }]);
  });
});

describe('Mark Attendance, hours', () => {
  it('offers the member’s own working hours, and offers them again after a day off', async () => {
    const { user } = renderDialog(
      (close) => (
        <AttendanceDialog
          staffId={STAFF_ID}
          onClose={close}
          hours={{ startTime: '07:30', endTime: '16:00' }}
        />
      ),
      {},
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark Attendance' });
    expect((within(dialog).getByLabelText('Check-in') as HTMLInputElement).value).toBe('07:30');
    expect((within(dialog).getByLabelText('Check-out') as HTMLInputElement).value).toBe('16:00');
    expect(within(dialog).getByText('Hours worked: 8.5')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Absent' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Late' }));
    expect(((await within(dialog).findByLabelText('Check-in')) as HTMLInputElement).value).toBe(
      '07:30',
    );
  });
});

describe('Add Training Record', () => {
  it('asks a completed course for its completion date, then sends it', async () => {
    const { user, sent } = renderDialog(
      (close) => <TrainingDialog staffId={STAFF_ID} onClose={close} />,
      {
        [`POST /staff/${STAFF_ID}/training`]: () =>
          ok(
            {
              training: {
                _id: 't-1',
                title: 'Stain removal',
                provider: null,
                startDate: '2026-01-10',
                completedDate: '2026-01-12',
                status: 'completed',
                certificateNumber: null,
                certificateExpiry: null,
                notes: null,
                createdAt: stamp,
              },
            },
            'Training record added successfully',
          ),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Training Record' });
    await user.type(within(dialog).getByLabelText('Course'), 'Stain removal');
    await user.type(within(dialog).getByLabelText('Start date'), '10/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add Training' }));
    expect(
      await within(dialog).findByText('Completion date is required for a completed training'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Completed on'), '12/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add Training' }));
    expect(await within(dialog).findByText('Training record added successfully')).toBeVisible();
    expect(sent).toEqual([
      {
        title: 'Stain removal',
        startDate: '2026-01-10',
        completedDate: '2026-01-12',
        status: 'completed',
      },
    ]);
  });
});
