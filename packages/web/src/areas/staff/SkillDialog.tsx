import {
  SUCCESS_AUTO_CLOSE_MS,
  skillFormSchema,
  skillLevelLabels,
  skillLevels,
  staffMessages,
} from '@laundry/domain';
import { FormSelect, FormTextField } from '../../app/forms/FormFields';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { useRefreshStaff } from './queries';
import { type RecordDialogProps, RecordForm } from './RecordDialog';

const levelOptions = skillLevels.map((value) => ({ value, label: skillLevelLabels[value] }));

/** Add a skill with its level (a skill of the same name is re-graded). */
export function SkillDialog({ staffId, onClose }: RecordDialogProps) {
  const client = useApiClient();
  const refresh = useRefreshStaff();
  const { form, ...state } = useSchemaForm({
    schema: skillFormSchema,
    defaultValues: { name: '', level: 'intermediate', yearsOfExperience: '' },
    submit: (values) => client.staff.addSkill(staffId, values),
    onSuccess: () => void refresh(),
    success: { kind: 'dialog', close: onClose, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: staffMessages.skillAdded,
    failureMessage: staffMessages.skillFailed,
  });
  return (
    <RecordForm title="Add Skill" submitLabel="Add Skill" state={state} onClose={onClose}>
      <FormTextField form={form} name="name" label="Skill" placeholder="e.g. Dry cleaning" />
      <FormSelect form={form} name="level" label="Level" options={levelOptions} />
      <FormTextField
        form={form}
        name="yearsOfExperience"
        label="Years of experience"
        type="number"
        inputMode="decimal"
        min={0}
        max={60}
        step={0.5}
      />
    </RecordForm>
  );
}
