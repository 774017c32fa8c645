import type { User } from '@laundry/domain';
import { userMessages } from '@laundry/domain';
import { Alert, Button, Dialog, PasswordField, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import * as styles from './users.css';

export interface PasswordDialogValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The dialog's checks (spec part 2 §5 'Password change dialog'); the body sent is the domain's
 * setUserPasswordSchema. Its texts differ from Account Settings', so they are the dialog's own.
 */
export function checkPasswordDialog(
  values: PasswordDialogValues,
  own: boolean,
): Partial<Record<keyof PasswordDialogValues, string>> {
  const errors: Partial<Record<keyof PasswordDialogValues, string>> = {};
  if (own && !values.currentPassword) errors.currentPassword = 'Current password is required';
  if (!values.newPassword) errors.newPassword = 'New password is required';
  else if (values.newPassword.length < 6) {
    errors.newPassword = 'Password must be at least 6 characters';
  } else if (values.newPassword.length > 128) {
    errors.newPassword = 'Password cannot exceed 128 characters';
  } else if (own && values.currentPassword && values.newPassword === values.currentPassword) {
    errors.newPassword = 'New password must be different from current password';
  }
  if (!values.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'Passwords do not match';
  }
  return errors;
}

function passwordResolver(own: boolean): Resolver<PasswordDialogValues> {
  return (values) => {
    const found = Object.entries(checkPasswordDialog(values, own));
    if (found.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        found.map(([name, message]) => [name, { type: 'validate', message }]),
      ),
    };
  };
}

const emptyValues: PasswordDialogValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function PasswordForm({
  user,
  own,
  formId,
  onDone,
  onBusyChange,
}: {
  user: User;
  own: boolean;
  formId: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const client = useApiClient();
  const { toast } = useToast();
  const form = useForm<PasswordDialogValues>({
    resolver: passwordResolver(own),
    defaultValues: emptyValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';

  const save = useMutation({
    mutationFn: async (values: PasswordDialogValues) =>
      client.users.setPassword(user._id, {
        newPassword: values.newPassword,
        ...(own ? { currentPassword: values.currentPassword } : {}),
      }),
    onMutate: () => onBusyChange(true),
    onSettled: () => onBusyChange(false),
    onSuccess: (result) => {
      toast({ title: result.message ?? userMessages.passwordUpdated, tone: 'success' });
      onDone();
    },
    onError: (error) => {
      const message = errorMessage(error, userMessages.passwordFailed);
      if (own && /current password/i.test(message)) {
        form.setError('currentPassword', { message });
      } else if (/different from current/i.test(message)) {
        form.setError('newPassword', { message });
      }
    },
  });

  return (
    <form
      id={formId}
      noValidate
      aria-label={`Change password for ${user.name}`}
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        () => toast({ title: userMessages.fixErrors, tone: 'error' }),
      )}
      className={styles.dialogForm}
    >
      {save.isError ? (
        <Alert tone="danger">{errorMessage(save.error, userMessages.passwordFailed)}</Alert>
      ) : null}
      {own ? (
        <PasswordField
          label="Current Password"
          required
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <div>
        <PasswordField
          label="New Password"
          required
          autoComplete="new-password"
          hint="At least 6 characters"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <PasswordField
        label="Confirm New Password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </form>
  );
}

/**
 * Sets a user's password. An admin sets another user's without the current one; their own
 * needs it (spec part 2 §6), and the server checks both.
 */
export function ChangePasswordDialog({
  user,
  currentUserId,
  onOpenChange,
}: {
  user: User | null;
  currentUserId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const own = user !== null && user._id === currentUserId;
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => (busy ? undefined : onOpenChange(open))}
      title="Change Password"
      description={
        user
          ? own
            ? 'Enter your current password and choose a new one.'
            : `Set a new password for ${user.name}. They will be signed out everywhere.`
          : undefined
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Update Password
          </Button>
        </>
      }
    >
      {user ? (
        <PasswordForm
          key={user._id}
          user={user}
          own={own}
          formId={formId}
          onDone={() => onOpenChange(false)}
          onBusyChange={setBusy}
        />
      ) : null}
    </Dialog>
  );
}
