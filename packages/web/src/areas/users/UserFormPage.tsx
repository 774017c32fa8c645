import { isApiError } from '@laundry/api-client';
import { roles, type User } from '@laundry/domain';
import {
  Button,
  Card,
  Heading,
  PasswordField,
  Switch,
  Text,
  TextField,
  useToast,
} from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, ShieldCheck, UserRound } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useSession } from '../../app/session';
import { roleDescriptions, useCurrentUserId } from './display';
import { userMessages } from './messages';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useRefreshUsers, useUser } from './queries';
import { UserLoading } from './UserLoadState';
import { type UserFormOutput, type UserFormValues, userFormResolver } from './userFormSchema';
import * as styles from './users.css';

const formFields = new Set<keyof UserFormValues>([
  'name',
  'email',
  'phoneNumber',
  'role',
  'isActive',
  'password',
  'confirmPassword',
]);

function defaultsFor(user?: User): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    role: user?.role ?? 'cashier',
    isActive: user?.isActive ?? true,
    password: '',
    confirmPassword: '',
  };
}

/**
 * The user form (spec part 2 §2.10 'User form', §5): checked on submit; the first failure says
 * 'Please fix the errors in the form', and a field's error clears as soon as it is edited.
 */
function UserForm({ user }: { user?: User }) {
  const editing = user !== undefined;
  const client = useApiClient();
  const refresh = useRefreshUsers();
  const navigate = useNavigate();
  const { toast } = useToast();
  const session = useSession();
  const isSelf = useCurrentUserId() === user?._id && editing;
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: userFormResolver(!editing),
    defaultValues: defaultsFor(user),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const confirmPassword = useWatch({ control: form.control, name: 'confirmPassword' }) ?? '';

  /** A registered field whose error clears when it is edited. */
  const field = (name: keyof UserFormValues) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.clearErrors(name);
        return registered.onChange(event);
      },
    };
  };

  const save = useMutation({
    mutationFn: async (values: UserFormOutput) => {
      const { password: newPassword, ...fields } = values;
      // The version the form loaded: a user changed meanwhile is refused (409), not overwritten.
      if (user) return client.users.update(user._id, { ...fields, version: user.version });
      return client.users.create({ ...fields, password: newPassword ?? '' });
    },
    onSuccess: (result) => {
      void refresh(result.data.user);
      // One's own name or e-mail shows in the shell: keep the session's copy current.
      if (isSelf) session.userUpdated(result.data.user);
      toast({
        title: result.message ?? (editing ? userMessages.updated : userMessages.created),
        tone: 'success',
      });
      navigate('/users');
    },
    onError: (error) => {
      toast({
        title: errorMessage(error, editing ? userMessages.updateFailed : userMessages.createFailed),
        tone: 'error',
      });
      // The server names the field at fault (e.g. the e-mail is taken): show it there too.
      if (isApiError(error) && error.field && formFields.has(error.field as keyof UserFormValues)) {
        form.setError(error.field as keyof UserFormValues, { message: error.message });
      }
    },
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={editing ? 'Edit user' : 'Create user'}
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        () => toast({ title: userMessages.fixErrors, tone: 'error' }),
      )}
    >
      <fieldset className={styles.fieldset} disabled={save.isPending}>
        <Card title="Basic Information" headingLevel={2}>
          <div className={styles.fields}>
            <div className={styles.wide}>
              <TextField
                label="Full Name"
                required
                autoComplete="name"
                placeholder="e.g. Nimali Perera"
                error={errors.name?.message}
                {...field('name')}
              />
            </div>
            <TextField
              label="Email Address"
              required
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              error={errors.email?.message}
              {...field('email')}
            />
            <TextField
              label="Phone Number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="0771234567"
              hint="Optional. 10-15 digits without spaces or special characters"
              error={errors.phoneNumber?.message}
              {...field('phoneNumber')}
            />
          </div>
        </Card>

        {editing ? null : (
          <Card title="Security Credentials" headingLevel={2}>
            <div className={styles.fields}>
              <div>
                <PasswordField
                  label="Password"
                  required
                  autoComplete="new-password"
                  hint="At least 6 characters"
                  error={errors.password?.message}
                  {...field('password')}
                />
                <PasswordStrengthMeter password={password} />
              </div>
              <PasswordField
                label="Confirm Password"
                required
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                hint={
                  confirmPassword !== '' && confirmPassword === password ? (
                    <span className={styles.matchHint}>
                      <CircleCheck aria-hidden size={14} /> Passwords match
                    </span>
                  ) : undefined
                }
                {...field('confirmPassword')}
              />
            </div>
          </Card>
        )}

        <Card title="Role & Permissions" headingLevel={2}>
          <fieldset className={styles.roleCards} aria-describedby={isSelf ? 'own-role' : undefined}>
            <legend className={styles.visuallyHidden}>Role</legend>
            {roles.map((value) => {
              const description = roleDescriptions[value];
              return (
                <label key={value} className={styles.roleCard}>
                  <input
                    type="radio"
                    className={styles.roleRadio}
                    value={value}
                    disabled={isSelf}
                    {...field('role')}
                  />
                  <span className={styles.roleTitle}>
                    {value === 'admin' ? (
                      <ShieldCheck aria-hidden size={18} />
                    ) : (
                      <UserRound aria-hidden size={18} />
                    )}
                    {description.title}
                  </span>
                  <span className={styles.muted}>{description.summary}</span>
                  <ul className={styles.rolePoints}>
                    {description.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </label>
              );
            })}
          </fieldset>
          {isSelf ? (
            <Text id="own-role" size="sm" tone="muted">
              You cannot change your own role.
            </Text>
          ) : null}
          {errors.role?.message ? (
            <p className={styles.fieldError} role="alert">
              {errors.role.message}
            </p>
          ) : null}
        </Card>

        <Card title="Account Status" headingLevel={2}>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field: status }) => (
              <Switch
                ref={status.ref}
                label="Account Active"
                description={
                  isSelf
                    ? 'You cannot deactivate your own account.'
                    : status.value
                      ? 'The user can sign in and use the system.'
                      : 'The user cannot sign in until the account is activated.'
                }
                name={status.name}
                checked={status.value}
                disabled={isSelf}
                onCheckedChange={(checked) => {
                  form.clearErrors('isActive');
                  status.onChange(checked);
                }}
                onBlur={status.onBlur}
              />
            )}
          />
          {errors.isActive?.message ? (
            <p className={styles.fieldError} role="alert">
              {errors.isActive.message}
            </p>
          ) : null}
        </Card>
      </fieldset>

      <div className={styles.buttons}>
        <Button asChild variant="secondary">
          <Link to="/users">Cancel</Link>
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : editing ? 'Update User' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}

function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.narrowPage}>
      <title>{title}</title>
      <Link to="/users" className={styles.back}>
        ← Back to Users
      </Link>
      <header className={styles.pageTitle}>
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">
          {title === 'Edit User'
            ? "Update the account's details, role and status."
            : 'Give a staff member an account with the right role.'}
        </Text>
      </header>
      {children}
    </div>
  );
}

/** /users/new */
export function UserCreatePage() {
  return (
    <FormPage title="Create New User">
      <UserForm />
    </FormPage>
  );
}

/** /users/edit/{id}: loads the user first; a failure toasts and returns to /users. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const query = useUser(id, { retry: false });
  const navigate = useNavigate();
  const { toast } = useToast();
  const failed = query.isError;
  const failure = query.error;

  useEffect(() => {
    if (!failed) return;
    toast({ title: errorMessage(failure, userMessages.fetchFormFailed), tone: 'error' });
    navigate('/users', { replace: true });
  }, [failed, failure, navigate, toast]);

  if (query.isPending || query.isError) return <UserLoading />;
  return (
    <FormPage title="Edit User">
      {/* A fresh form per user: the defaults are read once. */}
      <UserForm key={query.data._id} user={query.data} />
    </FormPage>
  );
}
