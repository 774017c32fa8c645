import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, useFieldIds } from './Field';
import { control, input } from './Field.css';

/** Field frames a control the kit has no component for, e.g. a native date input. */
function DateField({ error, hint }: { error?: string; hint?: string }) {
  const ids = useFieldIds();
  return (
    <Field label="Start date" htmlFor={ids.inputId} ids={ids} hint={hint} error={error}>
      <div className={control()} data-invalid={error ? '' : undefined}>
        <input
          id={ids.inputId}
          type="date"
          className={input}
          defaultValue="2026-05-01"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint && ids.hintId, error && ids.errorId].filter(Boolean).join(' ') || undefined
          }
        />
      </div>
    </Field>
  );
}

const meta = {
  title: 'Forms/Field',
  component: DateField,
  args: { hint: 'The first day of the report' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomControl: Story = {};

export const WithError: Story = { args: { error: 'The start date must be before the end date' } };
