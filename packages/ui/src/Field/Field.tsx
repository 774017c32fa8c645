import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Field.css';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Ids tying a control to its label, hint and error. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field${generated}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The `aria-describedby` value for a control: the hint and the error that are shown. */
export function describedBy(ids: FieldIds, hint: unknown, error: unknown, extra?: string) {
  return (
    [extra, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') ||
    undefined
  );
}

export interface FieldProps {
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor: string;
  ids: FieldIds;
  hint?: ReactNode;
  /** The error message; its presence marks the field invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  children: ReactNode;
}

/** Label above, control, then hint and error below: the frame of every form field. */
export function Field({
  label,
  htmlFor,
  ids,
  hint,
  error,
  required,
  hideLabel,
  children,
}: FieldProps) {
  const labelNode = (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={styles.field}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {children}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
