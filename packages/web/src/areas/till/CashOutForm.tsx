import {
  TILL_MOVEMENT_KINDS,
  TILL_MOVEMENT_LABELS,
  type TillMovementKind,
  tillMessages,
  tillMovementFormSchema,
} from '@laundry/domain';
import { Button, Card, SegmentedControl, Stack } from '@laundry/ui';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../app/forms/FormFields';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { useRefreshTill } from './queries';

const kindOptions = TILL_MOVEMENT_KINDS.map((kind) => ({
  value: kind,
  label: TILL_MOVEMENT_LABELS[kind],
}));

/** Cash out of the open till: a paid-out (a purchase) or a drop (to the bank), with why. */
export function CashOutForm({ sessionId }: { sessionId: string }) {
  const client = useApiClient();
  const refresh = useRefreshTill();
  const { form, onSubmit, busy, successText, failure } = useSchemaForm({
    schema: tillMovementFormSchema,
    defaultValues: { kind: 'paid_out' as TillMovementKind, amount: '', reason: '' },
    submit: (values) => client.till.move(sessionId, values),
    onSuccess: () => {
      form.reset();
      void refresh();
    },
    // The form stays to record the next one; the message shows by its button until then.
    success: { kind: 'dialog', close: () => undefined },
    successMessage: tillMessages.movementRecorded,
    failureMessage: 'Failed to record the cash movement',
    validation: 'submit',
  });
  return (
    <Card title="Cash out" description="Paid-outs and drops leave the drawer with a reason.">
      <form onSubmit={onSubmit} noValidate aria-label="Cash out">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                label="Kind"
                fullWidth
                options={kindOptions}
                value={field.value as TillMovementKind}
                onValueChange={field.onChange}
              />
            )}
          />
          <FormTextField
            form={form}
            name="amount"
            label="Amount (LKR)"
            inputMode="decimal"
            required
          />
          <FormTextField form={form} name="reason" label="Reason" required />
          <FormStatus successText={successText} failure={failure} />
          <div>
            <Button type="submit" variant="secondary" loading={busy}>
              Record cash out
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
