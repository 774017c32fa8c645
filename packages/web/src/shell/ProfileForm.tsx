import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileInput, profileSchema, type User } from '@laundry/domain';
import { Alert, Button, Inline, Stack, TextField } from '@laundry/ui';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../app/services';
import { useSession } from '../app/session';
import { useFormSubmission } from '../app/useFormSubmission';

type ProfileOutput = ReturnType<typeof profileSchema.parse>;

/** Account Settings → Profile: name, email, phone (PUT /auth/profile). */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const client = useApiClient();
  const session = useSession();
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? '' },
  });
  const submission = useFormSubmission<ProfileOutput>({
    fallbackError: 'Failed to update profile. Please try again.',
    onClosed: onDone,
    async submit(values) {
      const { data } = await client.auth.updateProfile(values);
      session.userUpdated(data.user);
      return { message: 'Profile updated successfully!' };
    },
  });
  const { errors } = form.formState;
  const locked = submission.busy || submission.succeeded;

  return (
    <form onSubmit={form.handleSubmit(submission.submit)} noValidate aria-label="Profile">
      <Stack gap="md">
        {submission.message ? <Alert tone="success">{submission.message}</Alert> : null}
        {submission.error ? <Alert tone="danger">{submission.error}</Alert> : null}
        <TextField
          label="Full name"
          autoComplete="name"
          readOnly={locked}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={locked}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          hint="Optional, 10-15 digits"
          readOnly={locked}
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <Inline justify="end" gap="sm">
          <Button variant="secondary" onClick={onDone} disabled={submission.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={submission.busy} disabled={submission.succeeded}>
            Save changes
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
