import {
  SUCCESS_AUTO_CLOSE_MS,
  type User,
  userMessages,
  userPasswordFormSchema,
} from '@laundry/domain';
import { Button, Dialog, PasswordField } from '@laundry/ui';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import * as styles from './users.css';

/** The dialog's form: the domain's password-dialog schema, sent as setUserPasswordSchema's body. */
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
  const { form, onSubmit, busy, successText, failure } = useSchemaForm({
    schema: userPasswordFormSchema(own),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validation: 'submit',
    invalidToast: userMessages.fixErrors,
    submit: (values) =>
      client.users.setPassword(user._id, {
        newPassword: values.newPassword,
        ...(own ? { currentPassword: values.currentPassword } : {}),
      }),
    success: { kind: 'dialog', close: onDone, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: userMessages.passwordUpdated,
    failureMessage: userMessages.passwordFailed,
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  return (
    <form
      id={formId}
      noValidate
      aria-label={`Change password for ${user.name}`}
      onSubmit={onSubmit}
      className={styles.dialogForm}
    >
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
      <FormStatus successText={successText} failure={failure} />
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
