import {
  PROFILE_UPDATE_FAILED_MESSAGE,
  profileSchema,
  SUCCESS_AUTO_CLOSE_MS,
  type User,
} from '@laundry/domain';
import { Button, Inline, Stack, TextField } from '@laundry/ui';
import { FormStatus } from '../app/forms/FormStatus';
import { useSchemaForm } from '../app/forms/useSchemaForm';
import { useApiClient } from '../app/services';
import { useSession } from '../app/session';

/** Account Settings → Profile: name, email, phone (PUT /auth/profile). */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const client = useApiClient();
  const session = useSession();
  const { form, onSubmit, busy, succeeded, locked, successText, failure } = useSchemaForm({
    schema: profileSchema,
    defaultValues: { name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? '' },
    submit: (values) => client.auth.updateProfile(values),
    onSuccess: (result) => session.userUpdated(result.data.user),
    success: { kind: 'dialog', close: onDone, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: 'Profile updated successfully!',
    failureMessage: PROFILE_UPDATE_FAILED_MESSAGE,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="md">
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
          inputMode="tel"
          autoComplete="tel"
          hint="Optional, 10-15 digits"
          readOnly={locked}
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <FormStatus successText={successText} failure={failure} />
        <Inline justify="end" gap="sm">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={succeeded}>
            Save changes
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
