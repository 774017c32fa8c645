import { type TypedNumberRule, typedNumberIssue, typedNumberValue } from '@laundry/domain';
import { TextField, type TextFieldProps } from '@laundry/ui';
import { useEffect, useState } from 'react';

const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number field over a numeric value: the text is kept as typed ("0." or "") and the value is
 * the number it reads (NaN when empty, so 'is required' can show). `blankZero` shows 0 as empty,
 * so a weight can be typed straight away without deleting a 0 first. With a `rule` (the domain's
 * `TypedNumberRule`), the text is checked as typed — "1e5", 12.345 or 2.5 pieces are said beside
 * the field at once — and the issue goes with the value, so the form can refuse to go on.
 */
export function NumberInput({
  value,
  onValueChange,
  blankZero = false,
  rule,
  error,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number;
  onValueChange: (value: number, issue: string | null) => void;
  blankZero?: boolean;
  rule?: TypedNumberRule;
}) {
  const show = (number: number) =>
    !Number.isFinite(number) || (blankZero && number === 0) ? '' : String(number);
  const [text, setText] = useState(() => show(value));
  const read = (typed: string) => (rule ? typedNumberValue(typed) : parse(typed));
  const issue = rule ? typedNumberIssue(text, rule) : null;
  // A text refused as typed stays as typed (the value it gives may not read back the same).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change from outside resets it.
  useEffect(() => {
    if (issue === null && !same(read(text), value) && !(blankZero && value === 0 && text === '')) {
      setText(show(value));
    }
  }, [value]);
  return (
    <TextField
      {...props}
      type="number"
      inputMode="decimal"
      value={text}
      error={issue ?? error}
      onChange={(event) => {
        setText(event.target.value);
        onValueChange(
          // With a rule, "1e5" reads as no number (never LKR 100,000) and is said beside it.
          read(event.target.value),
          rule ? typedNumberIssue(event.target.value, rule) : null,
        );
      }}
    />
  );
}
