import type { PublicConfig } from '@laundry/api-client';
import { roleLabel } from '@laundry/domain';
import { Text, VisuallyHidden } from '@laundry/ui';
import * as styles from './LoginPage.css';

/** The demo box: shown only when the server runs in demo mode. Picking an account fills the form. */
export function DemoCredentials({
  demo,
  disabled,
  onPick,
}: {
  demo: NonNullable<PublicConfig['demo']>;
  disabled: boolean;
  onPick: (email: string, password: string) => void;
}) {
  return (
    <section className={styles.demo} aria-labelledby="demo-credentials-title">
      <Text as="p" weight="bold" size="sm" id="demo-credentials-title">
        Demo credentials
      </Text>
      <ul className={styles.demoList}>
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              className={styles.demoAccount}
              disabled={disabled}
              onClick={() => onPick(account.email, demo.password)}
            >
              {/* Named by what it shows, then what it does (WCAG 2.5.3, label in name). */}
              <span className={styles.demoRole}>{roleLabel(account.role)}</span>{' '}
              <span className={styles.demoEmail}>{account.email}</span>
              <VisuallyHidden>, use this demo account</VisuallyHidden>
            </button>
          </li>
        ))}
      </ul>
      <Text as="p" size="sm" tone="muted">
        Password for both: <code className={styles.demoPassword}>{demo.password}</code>
      </Text>
    </section>
  );
}
