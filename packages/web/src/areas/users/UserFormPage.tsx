import { type User, type UserFormValues, userFormSchema, userMessages } from '@laundry/domain';
import { Button, useToast } from '@laundry/ui';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { BackLink, PageHeader } from '../../app/pages/PageHeader';
import { useApiClient } from '../../app/services';
import { useSession } from '../../app/session';
import { useCurrentUserId } from './display';
import { useRefreshUsers, useUser } from './queries';
import { UserFormSections } from './UserFormSections';
import { UserLoading } from './UserLoadState';
import * as styles from './users.css';

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
 * The user form (spec part 2 §2.10 'User form', §5): checked on submit ('Please fix the errors in
 * the form' once), a field's error going as it is edited; on success the server's message toasts
 * and the app returns to /users.
 */
function UserForm({ user }: { user?: User }) {
  const editing = user !== undefined;
  const client = useApiClient();
  const refresh = useRefreshUsers();
  const session = useSession();
  const isSelf = useCurrentUserId() === user?._id && editing;
  const { form, onSubmit, busy, locked, successText, failure } = useSchemaForm({
    schema: userFormSchema(!editing),
    defaultValues: defaultsFor(user),
    validation: 'submit',
    invalidToast: userMessages.fixErrors,
    submit: (values) =>
      user
        ? client.users.update(user._id, { ...values, version: user.version })
        : client.users.create({ ...values, password: values.password ?? '' }),
    onSuccess: (result) => {
      void refresh(result.data.user);
      // One's own name or e-mail shows in the shell: keep the session's copy current.
      if (isSelf) session.userUpdated(result.data.user);
    },
    success: { kind: 'page', to: '/users' },
    successMessage: editing ? userMessages.updated : userMessages.created,
    failureMessage: editing ? userMessages.updateFailed : userMessages.createFailed,
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={editing ? 'Edit user' : 'Create user'}
      onSubmit={onSubmit}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <UserFormSections form={form} editing={editing} isSelf={isSelf} />
      </fieldset>
      <FormStatus successText={successText} failure={failure} />
      <div className={styles.buttons}>
        <Button asChild variant="secondary">
          <Link to="/users">Cancel</Link>
        </Button>
        <Button type="submit" disabled={locked} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : editing ? 'Update User' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}

function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.narrowPage}>
      <title>{title}</title>
      <BackLink to="/users">Back to Users</BackLink>
      <PageHeader
        title={title}
        description={
          title === 'Edit User'
            ? "Update the account's details, role and status."
            : 'Give a staff member an account with the right role.'
        }
      />
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
