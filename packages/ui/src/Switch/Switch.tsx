import { Switch as RadixSwitch } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { describedBy, useFieldIds } from '../Field/Field';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  /** The switch's problem (a server's refusal of it), under the label as a checkbox shows it. */
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The switch after the label (`start`, a settings row) or before it (`end`, default). */
  labelPosition?: 'start' | 'end';
  name?: string;
  value?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function Switch({
  label,
  hideLabel,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  labelPosition = 'end',
  name,
  value,
  id,
  disabled,
  required,
  onBlur,
  ref,
}: SwitchProps) {
  const ids = useFieldIds(id);
  const labelNode = (
    <label
      className={checkboxStyles.label}
      htmlFor={ids.inputId}
      data-disabled={disabled ? '' : undefined}
    >
      {label}
    </label>
  );
  const text = hideLabel ? (
    <VisuallyHidden>{labelNode}</VisuallyHidden>
  ) : (
    <div className={checkboxStyles.text}>
      {labelNode}
      {description ? (
        <span id={ids.hintId} className={checkboxStyles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={ids.errorId} className={checkboxStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
  const control = (
    <RadixSwitch.Root
      ref={ref}
      id={ids.inputId}
      className={styles.root}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={onCheckedChange}
      name={name}
      value={value}
      disabled={disabled}
      required={required}
      onBlur={onBlur}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, description, error)}
    >
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
  return (
    <div className={styles.row} data-position={labelPosition}>
      {labelPosition === 'start' ? (
        <>
          {text}
          {control}
        </>
      ) : (
        <>
          {control}
          {text}
        </>
      )}
    </div>
  );
}
