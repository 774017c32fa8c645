import type { User } from '@laundry/domain';
import { userMessages } from '@laundry/domain';
import { Alert, ConfirmDialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useForgetUser, useRefreshUsers } from './queries';

/**
 * Asks before deleting a user. A refusal (e.g. the server's 'You cannot delete your own account')
 * stays in the dialog with the server's text.
 */
export function DeleteUserDialog({
  user,
  onOpenChange,
  onDeleted,
}: {
  user: User | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (user: User) => void;
}) {
  const client = useApiClient();
  const forget = useForgetUser();
  const { toast } = useToast();
  const removal = useMutation({
    mutationFn: async (target: User) => client.users.remove(target._id),
    onSuccess: (result, target) => {
      void forget(target._id);
      toast({ title: result.message ?? userMessages.deleted, tone: 'success' });
      onDeleted?.(target);
    },
  });

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) removal.reset();
        onOpenChange(open);
      }}
      tone="danger"
      title="Delete user?"
      description={
        user
          ? `Are you sure you want to delete ${user.name} (${user.email})? They will no longer be able to sign in. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      busy={removal.isPending}
      onConfirm={() => (user ? removal.mutateAsync(user) : undefined)}
    >
      {removal.isError ? (
        <Alert tone="danger">{errorMessage(removal.error, userMessages.deleteFailed)}</Alert>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * Asks before activating or deactivating an account (deactivation also ends its sessions). A
 * refusal (e.g. 'You cannot deactivate your own account') stays in the dialog.
 */
export function ToggleStatusDialog({
  user,
  onOpenChange,
}: {
  user: User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshUsers();
  const { toast } = useToast();
  const toggle = useMutation({
    mutationFn: async (target: User) => client.users.toggleStatus(target._id),
    onSuccess: (result) => {
      void refresh(result.data.user);
      toast({ title: result.message ?? userMessages.statusUpdated, tone: 'success' });
    },
  });
  const deactivating = user?.isActive ?? false;

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) toggle.reset();
        onOpenChange(open);
      }}
      tone={deactivating ? 'danger' : 'default'}
      title={deactivating ? 'Deactivate user?' : 'Activate user?'}
      description={
        user
          ? deactivating
            ? `${user.name} will be signed out and will not be able to sign in until the account is activated again.`
            : `${user.name} will be able to sign in again with their role's permissions.`
          : ''
      }
      confirmLabel={deactivating ? 'Deactivate' : 'Activate'}
      busy={toggle.isPending}
      onConfirm={() => (user ? toggle.mutateAsync(user) : undefined)}
    >
      {toggle.isError ? (
        <Alert tone="danger">{errorMessage(toggle.error, userMessages.statusFailed)}</Alert>
      ) : null}
    </ConfirmDialog>
  );
}
