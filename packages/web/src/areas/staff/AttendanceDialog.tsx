import {
  ATTENDANCE_STATUS_LABELS,
  attendanceFormSchema,
  attendanceStatuses,
  calendarDate,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  hoursWorked,
  isWorkedDay,
  SUCCESS_AUTO_CLOSE_MS,
  staffMessages,
} from '@laundry/domain';
import { Checkbox, TextArea } from '@laundry/ui';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import {
  FormDateInput,
  FormSelect,
  FormTextField,
  useFieldError,
} from '../../app/forms/FormFields';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import * as page from '../../app/pages/page.css';
import { useApiClient } from '../../app/services';
import { useRefreshStaff } from './queries';
import { type RecordDialogProps, RecordForm } from './RecordDialog';

const statusOptions = attendanceStatuses.map((value) => ({
  value,
  label: ATTENDANCE_STATUS_LABELS[value],
}));

/**
 * Mark a day: status, check-in and check-out (today, and the member's working hours, by
 * default); a day off has no times. A day already recorded is refused by the server with what is
 * recorded; the dialog then offers 'Replace the recorded day', and only a ticked box overwrites it.
 */
export function AttendanceDialog({
  staffId,
  onClose,
  hours = { startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME },
}: RecordDialogProps & { hours?: { startTime: string; endTime: string } }) {
  const timeZone = useBusinessTimeZone();
  const shift = { checkIn: hours.startTime, checkOut: hours.endTime };
  const client = useApiClient();
  const refresh = useRefreshStaff();
  const today = calendarDate(new Date(), timeZone);
  const { form, ...state } = useSchemaForm({
    schema: attendanceFormSchema(today),
    // `replace` is a form field so the server's refusal lands on its box; sent only when ticked.
    defaultValues: { date: today, status: 'present', ...shift, notes: '', replace: false },
    submit: ({ replace, ...values }) =>
      client.staff.recordAttendance(staffId, replace ? { ...values, replace } : values),
    onSuccess: () => void refresh(),
    success: { kind: 'dialog', close: onClose, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: staffMessages.attendanceUpdated,
    failureMessage: staffMessages.attendanceFailed,
  });
  const [status, checkIn, checkOut] = useWatch({
    control: form.control,
    name: ['status', 'checkIn', 'checkOut'],
  });
  const worked = isWorkedDay(status);
  // A day off has no times; back to a day worked, the usual hours are offered again.
  const { checkIn: usualIn, checkOut: usualOut } = shift;
  useEffect(() => {
    if (worked && form.getValues('checkIn')) return;
    form.setValue('checkIn', worked ? usualIn : '');
    form.setValue('checkOut', worked ? usualOut : '');
  }, [worked, form, usualIn, usualOut]);
  const notesError = useFieldError(form, 'notes');
  const replaceError = useFieldError(form, 'replace');
  const [replace, date] = useWatch({ control: form.control, name: ['replace', 'date'] });
  // Another day is a new question: the box goes with the refusal it answered.
  useEffect(() => {
    if (!date) return;
    form.setValue('replace', false);
    form.clearErrors('replace');
  }, [date, form]);
  return (
    <RecordForm
      title="Mark Attendance"
      submitLabel="Save Attendance"
      state={state}
      onClose={onClose}
    >
      <FormDateInput form={form} name="date" label="Date" max={today} />
      <FormSelect form={form} name="status" label="Status" options={statusOptions} />
      {worked ? (
        <>
          <FormTextField form={form} name="checkIn" label="Check-in" type="time" />
          <FormTextField
            form={form}
            name="checkOut"
            label="Check-out"
            type="time"
            hint={`Hours worked: ${hoursWorked(checkIn || undefined, checkOut || undefined)}`}
          />
        </>
      ) : null}
      <div className={page.wide}>
        <TextArea label="Notes" error={notesError} {...form.register('notes')} />
      </div>
      {replaceError || replace ? (
        <div className={page.wide}>
          <Controller
            control={form.control}
            name="replace"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                label="Replace the recorded day"
                description="The day's record is overwritten with what is entered here."
                error={replace ? undefined : replaceError}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked)}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
      ) : null}
    </RecordForm>
  );
}
