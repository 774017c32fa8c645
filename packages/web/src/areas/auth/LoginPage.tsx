import { LOCKOUT_MESSAGE, lockoutWarning, type PublicConfig } from '@laundry/domain';
import {
  Alert,
  Button,
  Checkbox,
  Heading,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@laundry/ui';
import { ArrowLeft, WashingMachine } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { browserLocation } from '../../app/browserLocation';
import { hasSections, usePageConfig } from '../../app/pageConfig';
import { returnPath } from '../../app/returnTo';
import { DemoCredentials } from './DemoCredentials';
import * as styles from './LoginPage.css';
import type { SignInServices } from './signIn';
import { useLoginForm } from './useLoginForm';
import { useLoginLockout } from './useLoginLockout';

/** What the sign-in page shows of the public configuration: the business and the demo box. */
type LoginConfig = Pick<PublicConfig, 'business' | 'demo'>;
const isLoginConfig = hasSections<LoginConfig>('business', 'demo');

// The dialog (and the kit's modal machinery) is fetched only when someone asks: signing in
// needs none of it.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
}));

/** Leaves for the back-office: where the visitor was going (?returnTo=…), or /dashboard. */
function enterBackOffice() {
  browserLocation.replace(returnPath(window.location.search));
}

/**
 * /login (spec part 1 §2 'Staff sign-in page'), a page of its own (login.html): after a
 * successful sign-in, or with a session already stored, it loads the back-office where the
 * visitor was going, or /dashboard.
 */
export function LoginPage({ services }: { services: SignInServices }) {
  const config = usePageConfig(isLoginConfig);
  const [signedIn, setSignedIn] = useState(false);
  const lockout = useLoginLockout();
  const { locked, failures } = lockout;
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const form = useLoginForm(async (values) => {
    if (locked) return;
    setServerError(null);
    try {
      await services.login(values);
      setSignedIn(true);
    } catch (error) {
      setServerError((error as Error).message);
      await lockout.failed();
    }
  });
  const { errors } = form;

  useEffect(() => {
    if (signedIn) enterBackOffice();
  }, [signedIn]);

  // A visitor still signed in (another tab, the back button) goes straight on.
  useEffect(() => {
    let current = true;
    void services.hasValidSession().then((valid) => {
      if (current && valid) setSignedIn(true);
    });
    return () => {
      current = false;
    };
  }, [services]);

  function fillDemo(email: string, password: string) {
    form.change({ email, password }, { validate: true });
  }

  const warning = locked ? null : lockoutWarning(failures);
  // The server locks the account with the same words; say it once.
  const showServerError = serverError && !(locked && serverError === LOCKOUT_MESSAGE);
  const businessName = config?.business.name;

  return (
    <div className={styles.page}>
      <title>{businessName ? `Staff sign in · ${businessName}` : 'Staff sign in'}</title>
      <aside className={styles.brand} aria-label="About">
        <div className={styles.brandInner}>
          <div className={styles.brandMark}>
            <WashingMachine aria-hidden size={28} />
          </div>
          <p className={styles.brandName}>{businessName ?? 'Laundry'}</p>
          <p className={styles.brandTitle}>Point of sale and back-office</p>
          <p className={styles.brandText}>
            Orders, payments, customers and reports for the counter and the office, in one place.
          </p>
        </div>
      </aside>

      <main className={styles.main}>
        <div className={styles.formColumn}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Heading level={1}>Staff sign in</Heading>
              <Text tone="muted">Sign in with your staff account to continue.</Text>
            </Stack>

            {locked ? <Alert tone="danger">{LOCKOUT_MESSAGE}</Alert> : null}
            {showServerError ? <Alert tone="danger">{serverError}</Alert> : null}
            {warning ? <Alert tone="warning">{warning}</Alert> : null}

            <form onSubmit={form.onSubmit} noValidate aria-label="Sign in">
              <fieldset className={styles.fieldset} disabled={locked}>
                <Stack gap="md">
                  <TextField
                    label="Email"
                    type="email"
                    autoComplete="username"
                    placeholder="you@example.com"
                    disabled={locked}
                    error={errors.email}
                    name="email"
                    value={form.values.email}
                    onChange={(event) => form.change({ email: event.target.value })}
                  />
                  <PasswordField
                    label="Password"
                    autoComplete="current-password"
                    placeholder="Your password"
                    disabled={locked}
                    error={errors.password}
                    name="password"
                    value={form.values.password}
                    onChange={(event) => form.change({ password: event.target.value })}
                  />
                  <div className={styles.row}>
                    <Checkbox
                      label="Remember me"
                      name="rememberMe"
                      checked={form.values.rememberMe ?? false}
                      onCheckedChange={(rememberMe) => form.change({ rememberMe })}
                      disabled={locked}
                    />
                    <button
                      type="button"
                      className={styles.textButton}
                      onClick={() => setForgotOpen(true)}
                    >
                      Forgot password?
                    </button>
                  </div>
                  <Button
                    type="submit"
                    size="lg"
                    fullWidth
                    loading={form.submitting || signedIn}
                    disabled={locked}
                  >
                    Sign in
                  </Button>
                </Stack>
              </fieldset>
            </form>

            {config?.demo ? (
              <DemoCredentials demo={config.demo} disabled={locked} onPick={fillDemo} />
            ) : null}

            <a href="/" className={styles.backLink}>
              <ArrowLeft aria-hidden size={16} />
              Back to the customer website
            </a>
          </Stack>
        </div>
      </main>

      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
