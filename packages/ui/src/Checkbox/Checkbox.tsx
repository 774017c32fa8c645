import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { describedBy, useFieldIds } from '../Field/Field';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. a row checkbox in a table). */
  hideLabel?: boolean;
  /** A line of help under the label. */
  description?: ReactNode;
  error?: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  /** Always a boolean: clicking an indeterminate box checks it. */
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  /** The ref of the focusable box (react-hook-form's `Controller` focuses it on error). */
  ref?: Ref<HTMLButtonElement>;
}

export function Checkbox({
  label,
  hideLabel,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  value,
  id,
  disabled,
  required,
  onBlur,
  ref,
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const labelNode = (
    <label className={styles.label} htmlFor={ids.inputId} data-disabled={disabled ? '' : undefined}>
      {label}
    </label>
  );
  return (
    <div className={styles.row}>
      <RadixCheckbox.Root
        ref={ref}
        id={ids.inputId}
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(next) => onCheckedChange?.(next === true)}
        name={name}
        value={value}
        disabled={disabled}
        required={required}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, description, error)}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? (
            <Minus aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {hideLabel ? (
        <VisuallyHidden>{labelNode}</VisuallyHidden>
      ) : (
        <div className={styles.text}>
          {labelNode}
          {description ? (
            <span id={ids.hintId} className={styles.description}>
              {description}
            </span>
          ) : null}
          {error ? (
            <span id={ids.errorId} className={styles.error}>
              {error}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}
