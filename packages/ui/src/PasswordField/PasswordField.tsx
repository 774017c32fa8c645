import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { inlineButton } from '../Field/Field.css';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** The toggle's label while the password is hidden. */
  showPasswordLabel?: string;
  /** The toggle's label while the password shows. */
  hidePasswordLabel?: string;
}

/** A TextField for passwords with a show/hide toggle ('Show password' / 'Hide password'). */
export function PasswordField({
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      // Spell checkers and autocapitalisation must not see or change a password.
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      trailing={
        <button
          type="button"
          className={inlineButton}
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          title={visible ? hidePasswordLabel : showPasswordLabel}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      }
    />
  );
}
