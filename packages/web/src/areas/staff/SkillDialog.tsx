import { skillInputSchema, skillLevelLabels, skillLevels, staffMessages } from '@laundry/domain';
import { Select, TextField } from '@laundry/ui';
import { useState } from 'react';
import { useApiClient } from '../../app/services';
import { fieldErrors } from './fieldErrors';
import { type RecordDialogProps, RecordForm, useSave } from './RecordDialog';

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
