import type { Service } from '@laundry/domain';
import { Alert, ConfirmDialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { serviceMessages } from './messages';
import { useRefreshServices } from './refresh';

/** Toggle and duplicate straight from a row, with the server's message as a toast. */
export function useServiceRowActions() {
  const client = useApiClient();
  const refresh = useRefreshServices();
  const { toast } = useToast();
  const toggle = useMutation({
    mutationFn: (service: Service) => client.services.toggleStatus(service._id),
    onSuccess: (result) => {
      void refresh(result.data.service);
      toast({ title: result.message ?? serviceMessages.updated, tone: 'success' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, serviceMessages.statusFailed), tone: 'error' }),
  });
  const duplicate = useMutation({
    // The spec's call: the original name plus ' (Copy)'; the server moves on to a free one.
    mutationFn: (service: Service) =>
      client.services.duplicate(service._id, `${service.name} (Copy)`.slice(0, 50)),
    onSuccess: (result) => {
      void refresh(result.data.service);
      toast({ title: result.message ?? serviceMessages.duplicated, tone: 'success' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, serviceMessages.duplicateFailed), tone: 'error' }),
  });
  return {
    toggle: (service: Service) => toggle.mutate(service),
    duplicate: (service: Service) => duplicate.mutate(service),
  };
}

/** Asks before deleting; a service that orders name is deactivated instead, and the toast says so. */
export function DeleteServiceDialog({
  service,
  onOpenChange,
  onDeleted,
}: {
  service: Service | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (service: Service) => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshServices();
  const { toast } = useToast();
  const removal = useMutation({
    mutationFn: (target: Service) => client.services.remove(target._id),
    onSuccess: (result, target) => {
      if (result.data.deleted) void refresh(undefined, target._id);
      else void refresh(result.data.service);
      toast({
        title: result.message ?? serviceMessages.deleted,
        tone: result.data.deleted ? 'success' : 'warning',
      });
      onOpenChange(false);
      if (result.data.deleted) onDeleted?.(target);
    },
  });
  return (
    <ConfirmDialog
      open={service !== null}
      onOpenChange={(open) => {
        if (!open) removal.reset();
        onOpenChange(open);
      }}
      tone="danger"
      title="Delete service?"
      description={
        service
          ? `Are you sure you want to delete ${service.name}? A service used by existing orders is deactivated instead, so those orders keep it.`
          : ''
      }
      confirmLabel="Delete"
      busy={removal.isPending}
      onConfirm={() => (service ? removal.mutateAsync(service).catch(() => undefined) : undefined)}
    >
      {removal.isError ? (
        <Alert tone="danger">{errorMessage(removal.error, serviceMessages.deleteFailed)}</Alert>
      ) : null}
    </ConfirmDialog>
  );
}
