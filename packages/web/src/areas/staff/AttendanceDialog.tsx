import {
  ATTENDANCE_FUTURE_MESSAGE,
  attendanceInputSchema,
  attendanceStatuses,
  calendarDate,
  hoursWorked,
  staffMessages,
} from '@laundry/domain';
import { Select, TextArea, TextField } from '@laundry/ui';
import { useState } from 'react';
import * as page from '../../app/pages/page.css';
import { useApiClient } from '../../app/services';
import { fieldErrors } from './fieldErrors';
import { type RecordDialogProps, RecordForm, useSave } from './RecordDialog';

const attendanceLabels: Record<(typeof attendanceStatuses)[number], string> = {
  present: 'Present',
  late: 'Late',
  half_day: 'Half day',
  absent: 'Absent',
  leave: 'Leave',
};
/** Mark a day: status, check-in and check-out (today by default). */
export function AttendanceDialog({ staffId, open, onOpenChange }: RecordDialogProps) {
  const client = useApiClient();
  const today = calendarDate(new Date());
  const [values, setValues] = useState({
    date: today,
    status: 'present' as (typeof attendanceStatuses)[number],
    checkIn: '09:00',
    checkOut: '18:00',
    notes: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave(
    (input: typeof values) => client.staff.recordAttendance(staffId, input),
    staffMessages.attendanceFailed,
    () => onOpenChange(false),
    setErrors,
  );
  const worked =
    values.status === 'present' || values.status === 'late' || values.status === 'half_day';
  const set = (next: Partial<typeof values>) => {
    setValues({ ...values, ...next });
    setErrors({});
  };
  return (
    <RecordForm
      title="Mark Attendance"
      open={open}
      onOpenChange={onOpenChange}
      busy={save.isPending}
      submitLabel="Save Attendance"
      onSubmit={() => {
        const input = worked ? values : { ...values, checkIn: '', checkOut: '' };
        const parsed = attendanceInputSchema.safeParse(input);
        if (!parsed.success) return setErrors(fieldErrors(parsed.error));
        if (parsed.data.date > today) return setErrors({ date: ATTENDANCE_FUTURE_MESSAGE });
        save.mutate(input);
      }}
    >
      <TextField
        label="Date"
        type="date"
        max={today}
        value={values.date}
        error={errors.date}
        onChange={(event) => set({ date: event.target.value })}
      />
      <Select
        label="Status"
        options={attendanceStatuses.map((value) => ({ value, label: attendanceLabels[value] }))}
        value={values.status}
        error={errors.status}
        onValueChange={(status) => set({ status })}
      />
      {worked ? (
        <>
          <TextField
            label="Check-in"
            type="time"
            value={values.checkIn}
            error={errors.checkIn}
            onChange={(event) => set({ checkIn: event.target.value })}
          />
          <TextField
            label="Check-out"
            type="time"
            value={values.checkOut}
            error={errors.checkOut}
            hint={`Hours worked: ${hoursWorked(values.checkIn || undefined, values.checkOut || undefined)}`}
            onChange={(event) => set({ checkOut: event.target.value })}
          />
        </>
      ) : null}
      <div className={page.wide}>
        <TextArea
          label="Notes"
          value={values.notes}
          error={errors.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </div>
    </RecordForm>
  );
}
