import { type MessageSettings, messageSettingsSchema } from '@laundry/domain';
import { Card, Skeleton, Stack } from '@laundry/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormSwitch } from '../../app/forms/FormFields';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { QueryState } from '../../app/QueryState';
import { useApiClient } from '../../app/services';
import { outboxKeys, outboxMessageSettingsQuery } from './queries';

/**
 * The optional customer messages (issue 25): ready and out-for-delivery messages always go; a
 * message when the order is taken or paid only when an admin turns it on here. Each switch saves
 * at once.
 */
export function MessageSettingsPanel() {
  const client = useApiClient();
  const settings = useQuery(outboxMessageSettingsQuery(client));
  return (
    <QueryState
      query={settings}
      loading={{ label: 'Loading message settings', skeleton: <Skeleton height={120} /> }}
      failure={{ fallback: 'Failed to load the message settings' }}
    >
      {(current) => <MessageSettingsForm current={current} />}
    </QueryState>
  );
}

const switches = [
  {
    name: 'onCreated',
    label: 'When an order is taken',
    description: 'A short message with the tracking link as soon as the order is created.',
  },
  {
    name: 'onPaid',
    label: 'When an order is paid in full',
    description: 'A thank-you with the tracking link when nothing is left to pay.',
  },
] as const satisfies readonly { name: keyof MessageSettings; label: string; description: string }[];

/** The two switches, each saving the settings as soon as it changes. */
function MessageSettingsForm({ current }: { current: MessageSettings }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { form, onSubmit, locked } = useSchemaForm({
    schema: messageSettingsSchema,
    defaultValues: current,
    submit: async (next) => {
      try {
        return await client.settings.saveMessages(next);
      } catch (error) {
        // Not saved: the switches show the settings as they still are.
        form.reset(current);
        throw error;
      }
    },
    onSuccess: (result) =>
      queryClient.setQueryData(outboxKeys.messageSettings(), result.data.settings),
    success: { kind: 'stay', toast: true },
    successMessage: 'Message settings saved',
    failureMessage: 'Failed to save the settings',
  });
  const save = () => void onSubmit();
  return (
    <Card
      title="Messages to customers"
      description="Customers always get a message in their channel when their order is ready for collection or out for delivery, unless they opted out."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Message settings">
        <Stack gap="md">
          {switches.map((item) => (
            <FormSwitch key={item.name} form={form} {...item} disabled={locked} onChanged={save} />
          ))}
        </Stack>
      </form>
    </Card>
  );
}
