import { formatCurrency, openTillFormSchema, tillMessages } from '@laundry/domain';
import { Button, Card, Stack, Text } from '@laundry/ui';
import { FormTextField } from '../../app/forms/FormFields';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { useRefreshTill } from './queries';

/**
 * Open the caller's till: the float counted now, or carried from their last close. Also used in
 * one step from the payment dialog when cash was refused for want of an open till.
 */
export function OpenTillForm({
  carryFloat,
  onOpened,
}: {
  carryFloat: number | null;
  onOpened?: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshTill();
  const { form, onSubmit, busy, locked, failure } = useSchemaForm({
    schema: openTillFormSchema,
    defaultValues: { float: carryFloat === null ? '' : String(carryFloat) },
    submit: (values) => client.till.open(values),
    onSuccess: () => {
      void refresh();
      onOpened?.();
    },
    success: { kind: 'dialog', close: () => undefined },
    successMessage: tillMessages.opened,
    failureMessage: 'Failed to open the till',
    validation: 'submit',
  });
  return (
    <Card title="Open till" description="Count the float in the drawer before taking cash.">
      <form onSubmit={onSubmit} noValidate aria-label="Open till">
        <Stack gap="md">
          {carryFloat !== null ? (
            <Text tone="muted">{`Your last close counted ${formatCurrency(carryFloat)}: it is the float unless you count again.`}</Text>
          ) : null}
          <FormTextField
            form={form}
            name="float"
            label="Float (LKR)"
            inputMode="decimal"
            required
            disabled={locked}
          />
          <FormStatus successText={null} failure={failure} />
          <div>
            <Button type="submit" loading={busy}>
              Open till
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
