import {
  calendarDate,
  SUCCESS_AUTO_CLOSE_MS,
  staffMessages,
  trainingFormSchema,
  trainingStatuses,
} from '@laundry/domain';
import { Text, TextArea } from '@laundry/ui';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
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

const trainingLabels: Record<(typeof trainingStatuses)[number], string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  completed: 'Completed',
};
const statusOptions = trainingStatuses.map((value) => ({ value, label: trainingLabels[value] }));

/** Add a training record: course, provider, dates, certificate. */
export function TrainingDialog({ staffId, onClose }: RecordDialogProps) {
  const timeZone = useBusinessTimeZone();
  const client = useApiClient();
  const refresh = useRefreshStaff();
  const today = calendarDate(new Date(), timeZone);
  const { form, ...state } = useSchemaForm({
    schema: trainingFormSchema(today),
    defaultValues: {
      title: '',
      provider: '',
      status: 'completed',
      startDate: '',
      completedDate: '',
      certificateNumber: '',
      certificateExpiry: '',
      notes: '',
    },
    submit: (values) => client.staff.addTraining(staffId, values),
    onSuccess: () => void refresh(),
    success: { kind: 'dialog', close: onClose, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: staffMessages.trainingAdded,
    failureMessage: staffMessages.trainingFailed,
  });
  const completed = useWatch({ control: form.control, name: 'status' }) === 'completed';
  // Only a completed course has a completion date.
  useEffect(() => {
    if (!completed) form.setValue('completedDate', '');
  }, [completed, form]);
  const notesError = useFieldError(form, 'notes');
  return (
    <RecordForm
      title="Add Training Record"
      submitLabel="Add Training"
      state={state}
      onClose={onClose}
    >
      <div className={page.wide}>
        <FormTextField form={form} name="title" label="Course" placeholder="e.g. Stain removal" />
      </div>
      <FormTextField form={form} name="provider" label="Provider" />
      <FormSelect form={form} name="status" label="Status" options={statusOptions} />
      <FormDateInput form={form} name="startDate" label="Start date" />
      {completed ? (
        <FormDateInput form={form} name="completedDate" label="Completed on" max={today} />
      ) : null}
      <FormTextField form={form} name="certificateNumber" label="Certificate number" />
      <FormDateInput form={form} name="certificateExpiry" label="Certificate expires" />
      <div className={page.wide}>
        <TextArea
          label="Certificate note"
          hint="What the certificate covers, where it is kept"
          error={notesError}
          {...form.register('notes')}
        />
      </div>
      <Text tone="muted" size="sm">
        A completed course needs its completion date.
      </Text>
    </RecordForm>
  );
}
