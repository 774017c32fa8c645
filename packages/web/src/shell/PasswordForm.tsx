import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordFormInput, passwordFormSchema } from '@laundry/domain';
import { Alert, Button, Inline, PasswordField, Stack } from '@laundry/ui';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../app/services';
import { useFormSubmission } from '../app/useFormSubmission';

type PasswordOutput = ReturnType<typeof passwordFormSchema.parse>;

/** Account Settings → Password (PUT /auth/change-password); each field has show/hide. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const client = useApiClient();
  const form = useForm<PasswordFormInput, unknown, PasswordOutput>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submission = useFormSubmission<PasswordOutput>({
    fallbackError: 'Failed to change password. Please try again.',
    onClosed: onDone,
    async submit({ currentPassword, newPassword }) {
      await client.auth.changePassword({ currentPassword, newPassword });
      return { message: 'Password changed successfully!' };
    },
  });
  const { errors } = form.formState;
  const locked = submission.busy || submission.succeeded;

  return (
    <form onSubmit={form.handleSubmit(submission.submit)} noValidate aria-label="Password">
      <Stack gap="md">
        {submission.message ? <Alert tone="success">{submission.message}</Alert> : null}
        {submission.error ? <Alert tone="danger">{submission.error}</Alert> : null}
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
        <Inline justify="end" gap="sm">
          <Button variant="secondary" onClick={onDone} disabled={submission.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={submission.busy} disabled={submission.succeeded}>
            Change password
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
