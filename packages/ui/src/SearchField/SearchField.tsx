import { Search, X } from 'lucide-react';
import { inlineButton } from '../Field/Field.css';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface SearchFieldProps
  extends Omit<TextFieldProps, 'type' | 'iconStart' | 'trailing' | 'hideLabel'> {
  /** The label stays for screen readers only unless this is false. */
  hideLabel?: boolean;
  /** Shows a clear button while the (controlled) value is not empty. */
  onClear?: () => void;
  clearLabel?: string;
}

/** A search input with a magnifier and an optional clear button. */
export function SearchField({
  hideLabel = true,
  onClear,
  clearLabel = 'Clear search',
  value,
  onKeyDown,
  ...rest
}: SearchFieldProps) {
  const hasValue = value !== undefined && value !== null && String(value) !== '';
  return (
    <TextField
      {...rest}
      type="search"
      value={value}
      hideLabel={hideLabel}
      iconStart={<Search />}
      autoComplete="off"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && onClear && hasValue) {
          event.preventDefault();
          onClear();
        }
      }}
      trailing={
        onClear && hasValue ? (
          <button type="button" className={inlineButton} aria-label={clearLabel} onClick={onClear}>
            <X aria-hidden="true" />
          </button>
        ) : undefined
      }
    />
  );
}
