import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, Field, useFieldIds } from '../Field/Field';
import { adornment, control, type controlSizes, input } from '../Field/Field.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'size'> {
  label: ReactNode;
  /** Help under the field, tied to the input with aria-describedby. */
  hint?: ReactNode;
  /** An error message: marks the input aria-invalid and is read with it. */
  error?: ReactNode;
  hideLabel?: boolean;
  size?: (typeof controlSizes)[number];
  /** An icon or text before the value (decorative). */
  iconStart?: ReactNode;
  /** Something after the value: a unit, or a small button. */
  trailing?: ReactNode;
  /** Works with react-hook-form's `register()`. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  size,
  iconStart,
  trailing,
  id,
  required,
  disabled,
  type = 'text',
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
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
        className={control({ size })}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        {iconStart ? (
          <span className={adornment} aria-hidden="true">
            {iconStart}
          </span>
        ) : null}
        <input
          ref={ref}
          id={ids.inputId}
          type={type}
          className={input}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, ariaDescribedBy)}
          // As the Combobox does: a field that asks for the focus is marked, so an app that moves
          // focus after navigation (to the page's heading) leaves it on the field.
          data-autofocus={rest.autoFocus ? '' : undefined}
          {...rest}
        />
        {trailing ? <span className={adornment}>{trailing}</span> : null}
      </div>
    </Field>
  );
}
