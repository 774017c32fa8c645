import type { MessageSettings } from '@laundry/domain';
import { Card, QueryErrorAlert, Skeleton, Stack, Switch, useToast } from '@laundry/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';

const settingsKey = ['settings', 'messages'] as const;

/**
 * The optional customer messages (issue 25): ready and out-for-delivery messages always go; a
 * message when the order is taken or paid only when an admin turns it on here. Each switch saves
 * at once.
 */
export function MessageSettingsPanel() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await client.settings.messages({ signal })).data.settings,
  });
  const save = useMutation({
    mutationFn: (next: MessageSettings) => client.settings.saveMessages(next),
    onSuccess: (result) => {
      queryClient.setQueryData(settingsKey, result.data.settings);
      toast({ title: result.message ?? 'Message settings saved', tone: 'success' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, 'Failed to save the settings'), tone: 'error' }),
  });
  if (settings.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading message settings">
        <Skeleton height={120} />
      </div>
    );
  if (settings.isError)
    return (
      <QueryErrorAlert
        message={errorMessage(settings.error, 'Failed to load the message settings')}
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  const current = settings.data;
  return (
    <Card
      title="Messages to customers"
      description="Customers always get a message in their channel when their order is ready for collection or out for delivery, unless they opted out."
    >
      <Stack gap="md">
        <Switch
          label="When an order is taken"
          description="A short message with the tracking link as soon as the order is created."
          checked={current.onCreated}
          disabled={save.isPending}
          onCheckedChange={(onCreated) => save.mutate({ ...current, onCreated })}
        />
        <Switch
          label="When an order is paid in full"
          description="A thank-you with the tracking link when nothing is left to pay."
          checked={current.onPaid}
          disabled={save.isPending}
          onCheckedChange={(onPaid) => save.mutate({ ...current, onPaid })}
        />
      </Stack>
    </Card>
  );
}
