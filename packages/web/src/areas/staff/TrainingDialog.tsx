import {
  calendarDate,
  staffMessages,
  trainingDateIssue,
  trainingInputSchema,
  trainingStatuses,
} from '@laundry/domain';
import { Select, Text, TextArea, TextField } from '@laundry/ui';
import { useState } from 'react';
import * as page from '../../app/pages/page.css';
import { useApiClient } from '../../app/services';
import { fieldErrors } from './fieldErrors';
import { type RecordDialogProps, RecordForm, useSave } from './RecordDialog';

const trainingLabels: Record<(typeof trainingStatuses)[number], string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** Add a training record: course, provider, dates, certificate. */
export function TrainingDialog({ staffId, open, onOpenChange }: RecordDialogProps) {
  const client = useApiClient();
  const today = calendarDate(new Date());
  const empty = {
    title: '',
    provider: '',
    status: 'completed' as (typeof trainingStatuses)[number],
    startDate: '',
    completedDate: '',
    certificateNumber: '',
    certificateExpiry: '',
    notes: '',
  };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave(
    (input: typeof values) => client.staff.addTraining(staffId, input),
    staffMessages.trainingFailed,
    () => {
      setValues(empty);
      onOpenChange(false);
    },
    setErrors,
  );
  const set = (next: Partial<typeof values>) => {
    setValues({ ...values, ...next });
    setErrors({});
  };
  const completed = values.status === 'completed';
  return (
    <RecordForm
      title="Add Training Record"
      open={open}
      onOpenChange={onOpenChange}
      busy={save.isPending}
      submitLabel="Add Training"
      onSubmit={() => {
        const input = completed ? values : { ...values, completedDate: '' };
        const parsed = trainingInputSchema.safeParse(input);
        if (!parsed.success) return setErrors(fieldErrors(parsed.error));
        const issue = trainingDateIssue(parsed.data, today);
        if (issue) return setErrors({ [issue.path.join('.')]: issue.message });
        save.mutate(input);
      }}
    >
      <div className={page.wide}>
        <TextField
          label="Course"
          placeholder="e.g. Stain removal"
          value={values.title}
          error={errors.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </div>
      <TextField
        label="Provider"
        value={values.provider}
        error={errors.provider}
        onChange={(event) => set({ provider: event.target.value })}
      />
      <Select
        label="Status"
        options={trainingStatuses.map((value) => ({ value, label: trainingLabels[value] }))}
        value={values.status}
        onValueChange={(status) => set({ status })}
      />
      <TextField
        label="Start date"
        type="date"
        value={values.startDate}
        error={errors.startDate}
        onChange={(event) => set({ startDate: event.target.value })}
      />
      {completed ? (
        <TextField
          label="Completed on"
          type="date"
          max={today}
          value={values.completedDate}
          error={errors.completedDate}
          onChange={(event) => set({ completedDate: event.target.value })}
        />
      ) : null}
      <TextField
        label="Certificate number"
        value={values.certificateNumber}
        error={errors.certificateNumber}
        onChange={(event) => set({ certificateNumber: event.target.value })}
      />
      <TextField
        label="Certificate expires"
        type="date"
        value={values.certificateExpiry}
        error={errors.certificateExpiry}
        onChange={(event) => set({ certificateExpiry: event.target.value })}
      />
      <div className={page.wide}>
        <TextArea
          label="Certificate note"
          hint="What the certificate covers, where it is kept"
          value={values.notes}
          error={errors.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </div>
      <Text tone="muted" size="sm">
        A completed course needs its completion date.
      </Text>
    </RecordForm>
  );
}
