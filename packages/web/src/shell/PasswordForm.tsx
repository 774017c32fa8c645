import {
  PASSWORD_CHANGE_FAILED_MESSAGE,
  passwordFormSchema,
  SUCCESS_AUTO_CLOSE_MS,
} from '@laundry/domain';
import { Button, Inline, PasswordField, Stack } from '@laundry/ui';
import { FormStatus } from '../app/forms/FormStatus';
import { useSchemaForm } from '../app/forms/useSchemaForm';
import { useApiClient } from '../app/services';

/** Account Settings → Password (PUT /auth/change-password); each field has show/hide. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const client = useApiClient();
  const { form, onSubmit, busy, succeeded, locked, successText, failure } = useSchemaForm({
    schema: passwordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: ({ currentPassword, newPassword }) =>
      client.auth.changePassword({ currentPassword, newPassword }),
    success: { kind: 'dialog', close: onDone, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: 'Password changed successfully!',
    failureMessage: PASSWORD_CHANGE_FAILED_MESSAGE,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Password">
      <Stack gap="md">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          readOnly={locked}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters"
          readOnly={locked}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          readOnly={locked}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormStatus successText={successText} failure={failure} />
        <Inline justify="end" gap="sm">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={succeeded}>
            Change password
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
