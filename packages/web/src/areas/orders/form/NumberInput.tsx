import { TextField, type TextFieldProps } from '@laundry/ui';
import { useEffect, useState } from 'react';

const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number field over a numeric value: the text is kept as typed ("0." or "") and the value is
 * the number it reads (NaN when empty, so 'is required' can show). `blankZero` shows 0 as empty,
 * so a weight can be typed straight away without deleting a 0 first.
 */
export function NumberInput({
  value,
  onValueChange,
  blankZero = false,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number;
  onValueChange: (value: number) => void;
  blankZero?: boolean;
}) {
  const show = (number: number) =>
    !Number.isFinite(number) || (blankZero && number === 0) ? '' : String(number);
  const [text, setText] = useState(() => show(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change from outside resets it.
  useEffect(() => {
    if (!same(parse(text), value) && !(blankZero && value === 0 && text === '')) {
      setText(show(value));
    }
  }, [value]);
  return (
    <TextField
      {...props}
      type="number"
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onValueChange(parse(event.target.value));
      }}
    />
  );
}
