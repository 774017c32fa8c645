import { isApiError } from '@laundry/api-client';
import {
  ATTENDANCE_FUTURE_MESSAGE,
  attendanceInputSchema,
  attendanceStatuses,
  calendarDate,
  hoursWorked,
  skillInputSchema,
  skillLevelLabels,
  skillLevels,
  staffMessages,
  trainingDateIssue,
  trainingInputSchema,
  trainingStatuses,
} from '@laundry/domain';
import { Button, Dialog, Select, Text, TextArea, TextField, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { fieldErrors } from './fieldErrors';
import { useRefreshStaff } from './queries';
import * as styles from './staff.css';

const attendanceLabels: Record<(typeof attendanceStatuses)[number], string> = {
  present: 'Present',
  late: 'Late',
  half_day: 'Half day',
  absent: 'Absent',
  leave: 'Leave',
};
const trainingLabels: Record<(typeof trainingStatuses)[number], string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  completed: 'Completed',
};

interface RecordDialogProps {
  staffId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One small form in a dialog: checked by a domain schema, saved, toasted, closed. */
function RecordForm({
  title,
  open,
  onOpenChange,
  busy,
  onSubmit,
  submitLabel,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const formId = `${title.replace(/\W+/g, '-').toLowerCase()}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles.formGrid}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

/** The server's refusal on a field shows under that field, and as a toast. */
function useSave<I>(
  save: (input: I) => Promise<{ message?: string }>,
  failure: string,
  done: () => void,
  setErrors: (errors: Record<string, string>) => void,
) {
  const refresh = useRefreshStaff();
  const { toast } = useToast();
  return useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      void refresh();
      toast({ title: result.message ?? 'Saved', tone: 'success' });
      done();
    },
    onError: (error) => {
      toast({ title: errorMessage(error, failure), tone: 'error' });
      if (isApiError(error) && error.field) setErrors({ [error.field]: error.message });
    },
  });
}

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
      <div className={styles.full}>
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

/** Add a skill with its level (a skill of the same name is re-graded). */
export function SkillDialog({ staffId, open, onOpenChange }: RecordDialogProps) {
  const client = useApiClient();
  const [values, setValues] = useState({
    name: '',
    level: 'intermediate' as (typeof skillLevels)[number],
    yearsOfExperience: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave(
    (input: { name: string; level: (typeof skillLevels)[number]; yearsOfExperience?: number }) =>
      client.staff.addSkill(staffId, input),
    staffMessages.skillFailed,
    () => {
      setValues({ name: '', level: 'intermediate', yearsOfExperience: '' });
      onOpenChange(false);
    },
    setErrors,
  );
  const set = (next: Partial<typeof values>) => {
    setValues({ ...values, ...next });
    setErrors({});
  };
  return (
    <RecordForm
      title="Add Skill"
      open={open}
      onOpenChange={onOpenChange}
      busy={save.isPending}
      submitLabel="Add Skill"
      onSubmit={() => {
        const input = {
          name: values.name,
          level: values.level,
          ...(values.yearsOfExperience
            ? { yearsOfExperience: Number(values.yearsOfExperience) }
            : {}),
        };
        const parsed = skillInputSchema.safeParse(input);
        if (!parsed.success) return setErrors(fieldErrors(parsed.error));
        save.mutate(input);
      }}
    >
      <TextField
        label="Skill"
        placeholder="e.g. Dry cleaning"
        value={values.name}
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <Select
        label="Level"
        options={skillLevels.map((value) => ({ value, label: skillLevelLabels[value] }))}
        value={values.level}
        error={errors.level}
        onValueChange={(level) => set({ level })}
      />
      <TextField
        label="Years of experience"
        type="number"
        min={0}
        max={60}
        step={0.5}
        value={values.yearsOfExperience}
        error={errors.yearsOfExperience}
        onChange={(event) => set({ yearsOfExperience: event.target.value })}
      />
    </RecordForm>
  );
}

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
      <div className={styles.full}>
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
      <div className={styles.full}>
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
