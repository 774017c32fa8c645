import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, Field, useFieldIds } from '../Field/Field';
import { control, input, textarea } from '../Field/Field.css';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text with the same label, hint and error as TextField. */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  id,
  required,
  disabled,
  rows = 3,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <Field
      label={label}
      htmlFor={ids.inputId}
      ids={ids}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
    >
      <div
        className={control({ multiline: true })}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <textarea
          ref={ref}
          id={ids.inputId}
          rows={rows}
          className={`${input} ${textarea}`}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, ariaDescribedBy)}
          {...rest}
        />
      </div>
    </Field>
  );
}
