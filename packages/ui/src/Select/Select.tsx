import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { describedBy, Field, useFieldIds } from '../Field/Field';
import { control, type controlSizes } from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption<Value extends string> {
  /** Not the empty string: Radix keeps '' for "nothing chosen". */
  value: Value;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<Value extends string> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly SelectOption<Value>[];
  value?: Value;
  defaultValue?: Value;
  onValueChange?: (value: Value) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  size?: (typeof controlSizes)[number];
  onBlur?: () => void;
  /** The trigger button (react-hook-form's `Controller` focuses it on error). */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled choice from a list, on Radix's Select (keyboard, typeahead, screen readers). */
export function Select<Value extends string>({
  label,
  hideLabel,
  hint,
  error,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  id,
  required,
  disabled,
  size,
  onBlur,
  ref,
}: SelectProps<Value>) {
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
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={(next) => onValueChange?.(next as Value)}
        name={name}
        required={required}
        disabled={disabled}
      >
        {/* The trigger is the bordered box itself, so the list lines up with it. */}
        <RadixSelect.Trigger
          ref={ref}
          id={ids.inputId}
          className={`${control({ size })} ${styles.trigger}`}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onBlur={onBlur}
        >
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon asChild>
            <ChevronDown className={styles.chevron} aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            className={styles.content}
            position="popper"
            sideOffset={6}
            collisionPadding={8}
          >
            <RadixSelect.ScrollUpButton className={styles.scrollButton}>
              <ChevronUp size={16} aria-hidden="true" />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <Check aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={styles.scrollButton}>
              <ChevronDown size={16} aria-hidden="true" />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
