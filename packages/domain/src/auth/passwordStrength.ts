export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** How many of the five checks pass, 0 to 5. */
  score: number;
  label: PasswordStrengthLabel;
  checks: {
    length: boolean;
    lowercase: boolean;
    uppercase: boolean;
    number: boolean;
    special: boolean;
  };
}

/**
 * The strength meter of the password fields (spec part 2 §5): five checks (8 or more
 * characters, a lowercase letter, an uppercase letter, a digit, a special character); up to 2
 * is Weak, 3 Fair, 4 Good, 5 Strong. It advises; the rule a password must meet is its schema's.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = {
    length: password.length >= 8,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    number: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
  const score = Object.values(checks).filter(Boolean).length;
  const label: PasswordStrengthLabel =
    score <= 2 ? 'Weak' : score === 3 ? 'Fair' : score === 4 ? 'Good' : 'Strong';
  return { score, label, checks };
}
