import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOCKOUT_MESSAGE,
  type LoginInput,
  lockoutWarning,
  loginLockoutMachine,
  loginSchema,
} from '@laundry/domain';
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
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, WashingMachine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { usePublicConfig } from '../../app/publicConfig';
import { useSession } from '../../app/session';
import { DemoCredentials } from './DemoCredentials';
import * as styles from './LoginPage.css';

type LoginOutput = ReturnType<typeof loginSchema.parse>;

// The dialog (and the kit's modal machinery) is fetched only when someone asks: signing in
// needs none of it.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
}));

/**
 * /login (spec part 1 §2 'Staff sign-in page'). After a successful sign-in the GuestOnly guard
 * sends the user back where they came from, or to /dashboard.
 */
export function LoginPage() {
  const session = useSession();
  const config = usePublicConfig();
  const lockout = useActorRef(loginLockoutMachine);
  const locked = useSelector(lockout, (snapshot) => snapshot.matches('locked'));
  const failures = useSelector(lockout, (snapshot) => snapshot.context.failures);
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (locked) return;
    setServerError(null);
    const outcome = await session.login(values);
    if (outcome.ok) return;
    setServerError(outcome.error ?? 'Login failed');
    lockout.send({ type: 'login.failed' });
  });

  function fillDemo(email: string, password: string) {
    form.setValue('email', email, { shouldValidate: true });
    form.setValue('password', password, { shouldValidate: true });
  }

  const warning = locked ? null : lockoutWarning(failures);
  // The server locks the account with the same words; say it once.
  const showServerError = serverError && !(locked && serverError === LOCKOUT_MESSAGE);
  const businessName = config.data?.business.name;

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

            <form onSubmit={onSubmit} noValidate aria-label="Sign in">
              <fieldset className={styles.fieldset} disabled={locked}>
                <Stack gap="md">
                  <TextField
                    label="Email"
                    type="email"
                    autoComplete="username"
                    placeholder="you@example.com"
                    disabled={locked}
                    error={errors.email?.message}
                    {...form.register('email')}
                  />
                  <PasswordField
                    label="Password"
                    autoComplete="current-password"
                    placeholder="Your password"
                    disabled={locked}
                    error={errors.password?.message}
                    {...form.register('password')}
                  />
                  <div className={styles.row}>
                    <Controller
                      control={form.control}
                      name="rememberMe"
                      render={({ field }) => (
                        <Checkbox
                          label="Remember me"
                          name={field.name}
                          checked={field.value ?? false}
                          onCheckedChange={(checked) => field.onChange(checked === true)}
                          disabled={locked}
                        />
                      )}
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
                    loading={isSubmitting}
                    disabled={locked}
                  >
                    Sign in
                  </Button>
                </Stack>
              </fieldset>
            </form>

            {config.data?.demo ? (
              <DemoCredentials demo={config.data.demo} disabled={locked} onPick={fillDemo} />
            ) : null}

            <Link to="/" className={styles.backLink}>
              <ArrowLeft aria-hidden size={16} />
              Back to the customer website
            </Link>
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
