import { type FocusEvent, type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import { TextField } from '../TextField/TextField';
import { dayText, parseDayText, shiftDay } from './dayText';

export const DATE_INPUT_FORMAT = 'dd/mm/yyyy';
export const DATE_INPUT_INVALID = `Enter a date as ${DATE_INPUT_FORMAT}`;

export interface DateInputProps {
  label: ReactNode;
  /** The day, YYYY-MM-DD; '' for none. */
  value: string;
  /**
   * The day typed (YYYY-MM-DD), or '' while the text is empty or not a day yet (the text is
   * kept as typed, so the form never holds a stale day).
   */
  onValueChange: (value: string) => void;
  /** The earliest and latest day allowed (YYYY-MM-DD): the arrow keys stop there. */
  min?: string | undefined;
  max?: string | undefined;
  /** A message from the form; a typed text that is no day shows its own. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  hideLabel?: boolean;
  /** Today (YYYY-MM-DD): where the arrow keys start on an empty field. */
  today?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

function clamp(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

/**
 * A day typed and shown day first (dd/mm/yyyy) whatever the browser's language: a native date
 * input follows the computer's locale and is month first on an en-US Chromium. A text input,
 * so the value is read as typed; ↑ and ↓ move a day, Page Up and Page Down a month.
 */
export function DateInput({
  value,
  onValueChange,
  min,
  max,
  error,
  hint,
  today,
  onBlur,
  ...rest
}: DateInputProps) {
  const [text, setText] = useState(() => dayText(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A value set from outside (a reset, a loaded record) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    if (parseDayText(text) !== value) setText(dayText(value));
    setInvalid(false);
  }

  const commit = (next: string) => {
    setText(next);
    const day = parseDayText(next) ?? '';
    if (day) setInvalid(false);
    setShown(day);
    if (day !== value) onValueChange(day);
  };

  const step = (days: number) => {
    const from = parseDayText(text) ?? today ?? new Date().toISOString().slice(0, 10);
    const base = parseDayText(text) ? shiftDay(from, days) : from;
    commit(dayText(clamp(base, min, max)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const days = { ArrowUp: 1, ArrowDown: -1, PageUp: 30, PageDown: -30 }[event.key];
    if (days === undefined || rest.disabled) return;
    event.preventDefault();
    step(days);
  };

  const outOfRange = (() => {
    const day = parseDayText(text);
    if (!day) return null;
    if (min && day < min) return `Date cannot be before ${dayText(min)}`;
    if (max && day > max) return `Date cannot be after ${dayText(max)}`;
    return null;
  })();

  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_INPUT_FORMAT}
      maxLength={14}
      value={text}
      hint={hint ?? `Day first: ${DATE_INPUT_FORMAT}`}
      error={error || (invalid ? DATE_INPUT_INVALID : outOfRange) || undefined}
      onChange={(event) => commit(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        setInvalid(text.trim() !== '' && parseDayText(text) === null);
        onBlur?.(event);
      }}
    />
  );
}
