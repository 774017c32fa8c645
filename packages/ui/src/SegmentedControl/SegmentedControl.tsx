import { ToggleGroup } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import * as styles from './SegmentedControl.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  icon?: ReactNode;
  /** Shows the icon alone; the label stays the accessible name. */
  hideLabel?: boolean;
  disabled?: boolean;
}

export interface SegmentedControlProps<Value extends string> {
  options: readonly SegmentedOption<Value>[];
  value?: Value;
  defaultValue?: Value;
  /** Never called with nothing: clicking the chosen option keeps it. */
  onValueChange?: (value: Value) => void;
  /** Names the group for screen readers, e.g. 'View'. */
  label: string;
  size?: (typeof styles.segmentedSizes)[number];
  fullWidth?: boolean;
  disabled?: boolean;
}

/** One choice among a few, side by side (table or grid, daily/weekly/monthly). */
export function SegmentedControl<Value extends string>({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  size,
  fullWidth,
  disabled,
}: SegmentedControlProps<Value>) {
  const [inner, setInner] = useState<string>(defaultValue ?? '');
  const current = value ?? inner;
  return (
    <ToggleGroup.Root
      type="single"
      className={styles.root({ fullWidth })}
      value={current}
      onValueChange={(next: string) => {
        // Radix lets a single toggle group be emptied; a segmented control always has a value.
        if (!next) return;
        setInner(next);
        onValueChange?.(next as Value);
      }}
      aria-label={label}
      disabled={disabled}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          className={styles.item({ size, iconOnly: Boolean(option.hideLabel && option.icon) })}
          aria-label={option.hideLabel ? option.label : undefined}
          title={option.hideLabel ? option.label : undefined}
        >
          {option.icon}
          {option.hideLabel && option.icon ? null : <span>{option.label}</span>}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
