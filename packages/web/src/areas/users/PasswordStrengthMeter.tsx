import { passwordStrength } from '@laundry/domain';
import { ProgressBar } from '@laundry/ui';
import * as styles from './users.css';

const tones = { Weak: 'danger', Fair: 'warning', Good: 'info', Strong: 'success' } as const;

/** The strength meter under a new password (spec part 2 §5): advice, not the rule. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className={styles.strength}>
      <ProgressBar
        label="Password strength"
        value={strength.score}
        max={5}
        valueText={strength.label}
        tone={tones[strength.label]}
        size="sm"
      />
    </div>
  );
}
